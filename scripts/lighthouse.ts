/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against
 * the production build with the demo store, on home, an article, a webinar, the 500-entry list and
 * the subscribe page. Prints the four category scores and LCP, CLS and TBT per page; asserts nothing.
 *
 *   npm run lighthouse -- --port 3400 [--save .data/lighthouse-reports]
 *
 * --save keeps each page's whole report as JSON (every audit's details: what blocks rendering,
 * the LCP element and its phases).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs'

const { values } = parseArgs({ options: { port: { type: 'string', default: '3400' }, save: { type: 'string' } } })
const PORT = Number(values.port)
const BASE = `http://127.0.0.1:${PORT}`
const DATA_DIR = '.data/lighthouse'
const CHROMIUM = '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

async function startServer(): Promise<ChildProcess> {
  rmSync(DATA_DIR, { recursive: true, force: true })
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'build/node/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${BASE}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become ready')
}

async function firstLink(route: string): Promise<string> {
  const [item] = (await (await fetch(`${BASE}/wp-json/wp/v2/${route}?per_page=1&_fields=link`)).json()) as { link: string }[]
  if (!item) throw new Error(`no ${route} in the demo store`)
  // The site's canonical address has no trailing slash; WordPress's link has one (a redirect Lighthouse would charge).
  return new URL(item.link).pathname.replace(/\/$/, '')
}

run('node', ['scripts/build-if-stale.mjs'])
run('bash', ['scripts/ensure-chromium.sh'])
const server = await startServer()
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
try {
  const pages = {
    home: '/',
    article: await firstLink('posts'),
    webinar: await firstLink('webinars'),
    'the 500': `/lists/${new Date().getUTCFullYear()}/quota-500`,
    subscribe: '/magazine/subscribe/',
  }
  console.log(`Lighthouse, mobile preset, Chromium ${spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim()}`)
  console.log(`${'page'.padEnd(10)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'LCP ms'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)}  path`)
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`no Lighthouse result for ${path}`)
    const { categories, audits } = result.lhr
    if (values.save) {
      mkdirSync(values.save, { recursive: true })
      writeFileSync(join(values.save, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(result.lhr, null, 1))
    }
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5)
    const metric = (id: string, digits = 0) => (audits[id]?.numericValue ?? NaN).toFixed(digits)
    console.log(
      `${name.padEnd(10)} ${CATEGORIES.map(score).join(' ')} ${metric('largest-contentful-paint').padStart(8)} ${metric('cumulative-layout-shift', 3).padStart(6)} ${metric('total-blocking-time').padStart(7)}  ${path}`,
    )
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    for (const audit of failing) console.log(`           - ${audit.id}: ${audit.displayValue ?? audit.score}`)
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
}
