import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#db/schema/index.ts'
import { createBackOfficeScreens } from '#server/back-office-screens.ts'
import { elementHtml, textOf } from './html.ts'
import { enrolledAs, formPost, signedInAs, STAFF_PASSWORD } from './utils/staff-sessions.ts'
import { loadServerBuild } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * One voice in the back office and the staff sign-in (issue 30): every navigation label, page title,
 * heading and button is in sentence case ("Audit log", not "Audit Log"). The screens are the
 * navigation the routes declare, so a new screen is checked without being listed here.
 */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })
const screens = createBackOfficeScreens((await loadServerBuild()).routes)

/** Names that keep their capitals wherever they stand. */
const PROPER_NOUNS = new Set(['Quota', 'Daily', 'Boost', 'Sales', 'Digest', 'WordPress', 'Stripe', 'YouTube', 'Google', 'Postmark', 'Ctrl', 'Shift'])

/** The words after the first that are capitalised though they are not names, acronyms (CSV, UTC) or the start of a sentence. */
function titleCasedWords(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  return words.filter((word, i) => {
    if (i === 0 || /[.:!?–—·|]$/.test(words[i - 1]!)) return false
    const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/[’']s$/, '')
    return /^\p{Lu}\p{Ll}/u.test(bare) && !PROPER_NOUNS.has(bare)
  })
}

/**
 * What a screen calls things: its title, its headings and buttons, and its shell's navigation (not
 * the public site's menus around a sign-in page). Items' own titles are the writers' words, not the
 * back office's: the cards that show them and a button's hidden words naming its item are left out.
 */
function labelsOf(html: string): string[] {
  const pick = (within: string, pattern: RegExp) => [...within.matchAll(pattern)].map((match) => textOf(match[1]!)).filter(Boolean)
  const main = elementHtml(html, '<main')
    .replace(/<article\b[\s\S]*?<\/article>/g, '')
    .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
  const nav = html.includes('<nav id="back-office-nav"') ? elementHtml(html, '<nav id="back-office-nav"') : ''
  return [
    ...pick(html, /<title>([\s\S]*?)<\/title>/g).map((title) => title.replace(/ [|–] Quota.*$/, '')),
    ...pick(main, /<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g),
    ...pick(main, /<button\b[^>]*>([\s\S]*?)<\/button>/g),
    ...pick(nav, /<a\b[^>]*>([\s\S]*?)<\/a>/g),
  ]
}

async function titleCaseOn(path: string, cookie: string): Promise<string[]> {
  const res = await t.request(path, { headers: { Cookie: cookie } })
  expect(res.status, path).toBe(200)
  return labelsOf(await res.text()).flatMap((label) => (titleCasedWords(label).length ? [`${path}: “${label}”`] : []))
}

describe('sentence case in the back office', () => {
  it('flags Title Case and lets names and sentences keep their capitals', () => {
    expect(titleCasedWords('Audit Log')).toEqual(['Log'])
    expect(titleCasedWords('Set Up Your Second Factor')).toEqual(['Up', 'Your', 'Second', 'Factor'])
    expect(titleCasedWords('Open WordPress’s admin')).toEqual([])
    expect(titleCasedWords('Daily Boost settings')).toEqual([])
    expect(titleCasedWords('Download as CSV')).toEqual([])
    expect(titleCasedWords('Saved. Check the preview')).toEqual([])
  })

  it('on every screen of the back office’s navigation, as an administrator sees it', async () => {
    const { cookie } = await enrolledAs(t, 'admin')
    const found: string[] = []
    for (const { path } of screens.navigation('admin')) found.push(...(await titleCaseOn(path, cookie)))
    expect(found).toEqual([])
  })

  it('on every screen of the sponsor portal', async () => {
    const sponsor = await signedInAs(t, 'sponsor')
    await t.database.db.update(users).set({ sponsor: 'tallyforge' }).where(eq(users.email, sponsor.email))
    const found: string[] = []
    for (const { path } of screens.navigation('sponsor')) found.push(...(await titleCaseOn(path, sponsor.cookie)))
    expect(found).toEqual([])
  })

  it('on the staff sign-in: the sign-in, the second factor’s set-up and its code', async () => {
    const newcomer = await signedInAs(t, 'editor')
    const enrolled = await enrolledAs(t, 'editor')
    // Signing in again: the back office asks for the code before anything else.
    const again = await t.request('/login', formPost({ email: enrolled.email, password: STAFF_PASSWORD, redirectTo: '/admin' }))
    const returning = again.headers.get('set-cookie')!.split(';')[0]!
    const found = [
      ...(await titleCaseOn('/login?redirectTo=%2Fadmin', '')),
      ...(await titleCaseOn('/admin/second-factor/setup?redirectTo=%2Fadmin', newcomer.cookie)),
      ...(await titleCaseOn('/admin/second-factor?redirectTo=%2Fadmin', returning)),
      ...(await titleCaseOn('/admin/invitation?token=unknown', '')),
    ]
    expect(found).toEqual([])
  })
})
