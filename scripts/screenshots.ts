/**
 * `npm run screenshots`: the review pages (scripts/lib/screenshots.ts) at 390 and 1366 px, written
 * to .data/screenshots/ (not committed). Starts the built site on a free port with its own embedded
 * data under .data/screenshots-site/, and Debian's Chromium (scripts/ensure-chromium.sh).
 */
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { reviewPages, takeScreenshots } from './lib/screenshots.ts'

const OUT_DIR = resolve('.data/screenshots')
const port = Number(spawnSync(process.execPath, ['scripts/free-ports.mjs', '1'], { encoding: 'utf8' }).stdout.trim())
const baseURL = `http://127.0.0.1:${port}`

const server = spawn(process.execPath, ['build/node/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: resolve('.data/screenshots-site'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const exited = new Promise((done) => server.once('exit', done))

async function ready(): Promise<void> {
  // Polled, as a person would reload: the first start seeds the demo data (a few seconds).
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site stopped before it was ready (exit code ${server.exitCode})`)
    if (await fetch(`${baseURL}/readyz`).then((response) => response.ok, () => false)) return
    await new Promise((done) => setTimeout(done, 200))
  }
}

try {
  await ready()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const files = await takeScreenshots(browser, baseURL, OUT_DIR, await reviewPages(baseURL))
    console.log(`${files.length} screenshots in ${OUT_DIR}`)
  } finally {
    await browser.close()
  }
} finally {
  server.kill('SIGTERM')
  await exited
}
