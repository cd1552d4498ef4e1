/**
 * `npm run screenshots`: the review pages (scripts/lib/screenshots.ts) at 390 and 1366 px, written
 * to .data/screenshots/ (not committed). Starts the built site on a free port with its own embedded
 * data under .data/screenshots-site/, and Debian's Chromium (scripts/ensure-chromium.sh).
 */
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { startBuiltSite } from './lib/built-site.ts'
import { reviewPages, takeScreenshots } from './lib/screenshots.ts'

const OUT_DIR = resolve('.data/screenshots')
const site = await startBuiltSite({ dataDir: '.data/screenshots-site' })
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const files = await takeScreenshots(browser, site.baseURL, OUT_DIR, await reviewPages(site.baseURL))
    console.log(`${files.length} screenshots in ${OUT_DIR}`)
  } finally {
    await browser.close()
  }
} finally {
  await site.stop()
}
