/**
 * `npm run screenshots`: the review pages (scripts/lib/screenshots.ts) at 390 and 1366 px, written
 * to .data/screenshots/ (not committed), and the back office's screens signed in as a staff member
 * made for the run with `admin:create`, as an operator makes the first one. Starts the built site on
 * a free port with its own embedded data under .data/screenshots-site/, and Debian's Chromium
 * (scripts/ensure-chromium.sh).
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { startBuiltSite } from './lib/built-site.ts'
import { reviewPages, takeScreenshots } from './lib/screenshots.ts'
import { invitationIn } from './lib/staff-join.ts'

const OUT_DIR = resolve('.data/screenshots')
const DATA_DIR = resolve('.data/screenshots-site')
// Before the site starts: the embedded database admits one process. A new address each run, as the data folder is kept.
const staffEmail = `screenshots.${Date.now()}@example.com`
const created = spawnSync(process.execPath, ['build/node/admin-create.js', '--email', staffEmail], { encoding: 'utf8', env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' } })
if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`)
const site = await startBuiltSite({ dataDir: DATA_DIR })
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const files = await takeScreenshots(browser, site.baseURL, OUT_DIR, await reviewPages(site.baseURL), { staff: invitationIn(created.stdout, staffEmail) })
    console.log(`${files.length} screenshots in ${OUT_DIR}`)
  } finally {
    await browser.close()
  }
} finally {
  await site.stop()
}
