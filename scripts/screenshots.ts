/**
 * `npm run screenshots`: the review pages (scripts/lib/screenshots.ts) at 390 and 1366 px, written
 * to .data/screenshots/ (not committed), and the back office's screens as each role sees them: an
 * administrator made for the run with `admin:create`, as an operator makes the first one, who
 * invites the others. Starts the built site on a free port with its own embedded data under
 * .data/screenshots-site/ (no SMTP_URL: the invitations are the .eml files in its mail folder), and
 * Debian's Chromium (scripts/ensure-chromium.sh).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as wait } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { startBuiltSite } from './lib/built-site.ts'
import { reviewPages, takeScreenshots } from './lib/screenshots.ts'
import { invitationIn } from './lib/staff-join.ts'

const OUT_DIR = resolve('.data/screenshots')
const DATA_DIR = resolve('.data/screenshots-site')
const MAIL_DIR = join(DATA_DIR, 'mail')

/** The invitation mailed to an address, read from the site's mail folder once it is written (mail goes out after the answer). */
async function mailedInvitation(email: string): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const files = (() => {
      try {
        return readdirSync(MAIL_DIR)
      } catch {
        return []
      }
    })()
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(join(MAIL_DIR, file)))
      const to = Array.isArray(mail.to) ? mail.to : [mail.to]
      if (to.some((address) => address?.value.some((one) => one.address === email))) return invitationIn(mail.text ?? '', email).path
    }
    await wait(200)
  }
  throw new Error(`no invitation mailed to ${email} in ${MAIL_DIR}`)
}

// Before the site starts: the embedded database admits one process. A new address each run, as the data folder is kept.
const adminEmail = `screenshots.${Date.now()}@example.com`
const created = spawnSync(process.execPath, ['build/node/admin-create.js', '--email', adminEmail], { encoding: 'utf8', env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' } })
if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`)
// The invitations are read from the mail folder, so none may go out to a real mail server.
delete process.env.SMTP_URL
const site = await startBuiltSite({ dataDir: DATA_DIR })
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const files = await takeScreenshots(browser, site.baseURL, OUT_DIR, await reviewPages(site.baseURL), {
      backOffice: { admin: invitationIn(created.stdout, adminEmail), mailedInvitation },
    })
    console.log(`${files.length} screenshots in ${OUT_DIR}`)
  } finally {
    await browser.close()
  }
} finally {
  await site.stop()
}
