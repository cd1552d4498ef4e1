import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { checkSignature } from '../../server/services/webhook-signature.ts'
import sharp from 'sharp'
import { expect, expectNoSevereAxeViolations, forgiveAnswers, test } from './fixtures.ts'
import { chooseConferenceVip, seatsLeft } from './event-passes.ts'
import { FIRST_ADMIN, firstAdminInvitation } from './first-admin.ts'
import { zonedTimeToUtc } from '../../lib/zoned-time.ts'
import { linkIn, readMail } from './mail.ts'
import { startWebhookReceiver } from '../utils/webhook-receiver.ts'
import { join, otherBrowser, setUpSecondFactor, signedIn, signIn, STAFF_PASSWORD, type StorageState } from './staff-sessions.ts'

/**
 * The back office in Chromium: the first administrator from `admin:create` sets a password and a
 * second factor, invites an editor by mail, the editor joins and gets only an editor's screens, a
 * reader gets 403, and the audit log shows the invitation.
 */

/** Forms answering 400/403 on purpose make Chromium log a console error. */
/** Opens a new article from the back office's navigation; its body gets a heading and a paragraph. Answers the body. */
async function startArticle(editor: Page, title: string, heading: string, paragraph: string, deck?: string) {
  await editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Articles' }).click()
  await editor.getByRole('link', { name: 'Write an article' }).click()
  await expect(editor.getByRole('heading', { name: 'New article', level: 1 })).toBeVisible()
  await editor.getByRole('textbox', { name: /^Title/ }).fill(title)
  if (deck) await editor.getByRole('textbox', { name: /^Deck/ }).fill(deck)
  const body = editor.getByRole('textbox', { name: 'Body' })
  await body.click()
  await editor.getByRole('button', { name: 'Heading', exact: true }).click()
  await body.pressSequentially(heading)
  await body.press('Enter')
  await body.pressSequentially(paragraph)
  return body
}

/** The first admin signs in from another browser with one of the recovery codes (each works once). */
async function adminWithRecoveryCode(browser: Browser, baseURL: string, code: number): Promise<Page> {
  const admin = await otherBrowser(browser, baseURL)
  await signIn(admin, FIRST_ADMIN)
  await admin.getByLabel('Code').fill(adminRecoveryCodes[code]!)
  await admin.getByRole('button', { name: 'Continue' }).click()
  await expect(admin.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible()
  return admin
}

/** The first admin's recovery codes: the sponsor journey after the first test signs in with one. */
let adminRecoveryCodes: string[] = []

// One first admin for the file: the tests run in order.
test.describe.configure({ mode: 'serial' })

/** The first administrator's session, saved by the first step for the steps after it. */
let firstAdminState: StorageState
const editorEmail = `editor.${Date.now()}@example.com`

/** Gives a test's own page (the one its console guard watches) a session an earlier step saved. */
async function resume(page: Page, state: StorageState) {
  await page.context().addCookies(state.cookies)
}

test('the first admin opens admin:create’s invitation, sets a password and a second factor, and gets the back office', async ({ page, consoleErrors }) => {
  test.slow()
  // The operator opened admin:create's link.
  await page.goto(firstAdminInvitation())
  await expect(page.getByText('You are invited as Administrator')).toBeVisible()
  await page.getByLabel('First name').fill('First')
  await page.getByLabel('Last name').fill('Admin')
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await signIn(page, FIRST_ADMIN)
  ;({ codes: adminRecoveryCodes } = await setUpSecondFactor(page))
  firstAdminState = await page.context().storageState()
  await expectNoSevereAxeViolations(page, 'the back office overview')
  forgiveAnswers(consoleErrors, [400, 403])
})

test('the admin invites an editor by mail, who joins, gets only an editor’s screens and writes a draft in the rich-text editor', async ({ page, browser, baseURL, consoleErrors }) => {
  test.slow()
  await resume(page, firstAdminState)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click()
  await page.getByLabel('Email').fill(editorEmail)
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor')
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${editorEmail}.`)).toBeVisible()
  await expectNoSevereAxeViolations(page, 'the staff screen')

  const mail = await readMail(editorEmail, /invited to the Quota back office/)
  const link = new URL(linkIn(mail.text))
  const editor = await otherBrowser(browser, baseURL!)
  await join(editor, `${link.pathname}${link.search}`, editorEmail)
  await expect(editor.getByText('You are signed in as Editor')).toBeVisible()
  await expect(editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' })).toHaveCount(0)

  // The editor writes an article in the rich-text editor and saves the draft; the body keeps its heading.
  const body = await startArticle(editor, 'Notes from the field', 'What we heard', 'Buyers want proof.')
  await editor.getByRole('button', { name: 'Image', exact: true }).click()
  await editor.getByRole('dialog', { name: 'Insert an image' }).locator('.media-dialog__choice').first().click()
  await expect(body.locator('img[alt]')).toHaveCount(1)
  await expect(editor.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute('aria-pressed', 'false')
  await editor.getByRole('button', { name: 'Save the draft' }).click()
  await expect(editor.getByText('Saved.')).toBeVisible()
  await expect(editor.getByRole('textbox', { name: 'Body' }).locator('h2')).toHaveText('What we heard')
  await expect(editor.getByRole('textbox', { name: 'Body' }).locator('img')).toHaveCount(1)
  await expectNoSevereAxeViolations(editor, 'the article editor')

  await editor.goto('/admin/staff')
  await expect(editor.getByRole('heading', { name: 'No access' })).toBeVisible()
  forgiveAnswers(consoleErrors, [400, 403])
})

test('a reader is refused the back office; the audit log shows the invitation', async ({ page, browser, baseURL, consoleErrors }) => {
  // Two sign-ins and an audit: over 90 s at load 27 (axe alone took most of a minute).
  test.slow()
  const reader = await otherBrowser(browser, baseURL!)
  const readerEmail = `reader.${Date.now()}@example.com`
  await reader.goto('/register')
  await reader.getByLabel('First name').fill('Rea')
  await reader.getByLabel('Email').fill(readerEmail)
  await reader.getByLabel('Password').fill(STAFF_PASSWORD)
  await reader.getByRole('button', { name: 'Create account' }).click()
  await signIn(reader, readerEmail)
  await expect(reader.getByRole('heading', { name: 'No access' })).toBeVisible()
  await expect(reader.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)

  await resume(page, firstAdminState)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click()
  await page.getByLabel('Action').fill('staff.invite')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: `invitation ${editorEmail}` })).toBeVisible()
  await expectNoSevereAxeViolations(page, 'the audit log')
  forgiveAnswers(consoleErrors, [400, 403])
})

/** The webinar's new time: the next whole minute past 62 minutes from now, in the first zone where a half-hour session stays on one day. */
function withinTheHour(): { date: string; start: string; end: string; zone: string } {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 62 * 60_000)
  for (const zone of ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Singapore', 'Australia/Sydney']) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    )
    const minutes = Number(parts.hour) * 60 + Number(parts.minute)
    if (minutes + 30 >= 24 * 60) continue
    const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
    return { date: `${parts.year}-${parts.month}-${parts.day}`, start: clock(minutes), end: clock(minutes + 30), zone }
  }
  throw new Error('no zone keeps the session on one day')
}

/** The webinar moved to start within the hour, and the reader who registered for it. */
let soon: { webinar: { id: number; slug: string }; readerEmail: string; when: ReturnType<typeof withinTheHour> }

test('an admin moves a webinar to start within the hour in its editor, and a reader registers for it', async ({ browser, baseURL, consoleErrors }) => {
  test.slow()
  const admin = await adminWithRecoveryCode(browser, baseURL!, 1)
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Webinars', exact: true }).click()
  await expect(admin.getByRole('heading', { name: 'Webinars', level: 1 })).toBeVisible()
  const upcoming = (await (await admin.request.get('/wp-json/wp/v2/webinars?upcoming=1&per_page=50')).json()) as { id: number; slug: string; title: { rendered: string } }[]
  const webinar = upcoming.at(-1)!
  await admin.getByRole('link', { name: webinar.title.rendered.replace(/&#8217;/g, '’') }).click()
  await expect(admin.getByRole('group', { name: 'Registration form' })).toBeVisible()
  await expectNoSevereAxeViolations(admin, 'the webinar editor')

  const when = withinTheHour()
  await admin.getByLabel(/^Date/).fill(when.date)
  await admin.getByLabel(/^Starts at/).fill(when.start)
  await admin.getByLabel(/^Ends at/).fill(when.end)
  await admin.getByLabel(/^Time zone/).selectOption(when.zone)
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByText('Saved.', { exact: true })).toBeVisible()

  // A reader registers; the one-hour reminder is due a minute or two later: the last step reads it.
  const reader = await otherBrowser(browser, baseURL!)
  const readerEmail = `soon.${Date.now()}@example.com`
  await reader.goto(`/webinars/${webinar.id}/${webinar.slug}`)
  await fillReader(reader, readerEmail)
  await reader.getByRole('button', { name: /^Register/ }).click()
  await readMail(readerEmail, /^You're registered: /)
  soon = { webinar, readerEmail, when }
  forgiveAnswers(consoleErrors, [400, 403])
})

/** A ranked list's 500 entries as a spreadsheet; `bad` replaces lines by rank. */
function fiveHundred(segments: string[], bad: Record<number, string> = {}): Buffer {
  const lines = ['rank,company,segment,metric']
  for (let rank = 1; rank <= 500; rank++) lines.push(bad[rank] ?? `${rank},Newsroom Co ${rank},${segments[rank % segments.length]},${10_000 - rank}`)
  return Buffer.from(`${lines.join('\n')}\n`)
}

/** The next whole minute at least 70 s ahead: the schedule field takes minutes, in UTC. */
function aMinuteAhead(): Date {
  return new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000)
}

/** The article's title as an anonymous reader gets it: the shared cache's copy, which a save must drop. */
async function titleShownTo(reader: Page, path: string): Promise<string | undefined> {
  return /<h1 class="article__title">([^<]*)<\/h1>/.exec(await (await reader.request.get(path)).text())?.[1]
}

/**
 * The newsroom's day, step by step: each step opens the signed-in sessions the first step made
 * (their storage state) and waits only for what a person would see. The scheduled article's minute
 * passes while the sales and sponsor day, the list import, the other screens and the contributor's
 * steps run: its two parts come before and after the sales and sponsor day.
 */
let adminState: StorageState
let editorState: StorageState
const article = { id: '', title: `Forecast discipline in practice ${Date.now() % 100000}`, publishAt: new Date(0), path: '' }
let edition: { id: number; segments: string[] }

async function invite(browser: Browser, baseURL: string, role: 'editor' | 'contributor'): Promise<Page> {
  const admin = await signedIn(browser, baseURL, adminState)
  await admin.goto('/admin/staff')
  const email = `${role}.day.${Date.now()}@example.com`
  await admin.getByLabel('Email').fill(email)
  await admin.getByRole('combobox', { name: 'Role', exact: true }).selectOption(role)
  await admin.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(admin.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  const link = new URL(linkIn((await readMail(email, /invited to the Quota back office/)).text))
  const page = await otherBrowser(browser, baseURL)
  await join(page, `${link.pathname}${link.search}`, email)
  return page
}

test.describe('the newsroom’s day: an editor joins, writes an article and schedules it', () => {
  test('an administrator signs in with a recovery code and invites an editor, who joins', async ({ browser, baseURL }) => {
    test.slow()
    const admin = await adminWithRecoveryCode(browser, baseURL!, 2)
    adminState = await admin.context().storageState()
    const editor = await invite(browser, baseURL!, 'editor')
    await expect(editor.getByText('You are signed in as Editor')).toBeVisible()
    editorState = await editor.context().storageState()
  })

  test('the editor uploads an image to the media library', async ({ browser, baseURL }) => {
    const editor = await signedIn(browser, baseURL!, editorState)
    const chart = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    await editor.goto('/admin')
    await editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Media library' }).click()
    await editor.getByLabel(/^Image/).setInputFiles({ name: 'pipeline-chart.png', mimeType: 'image/png', buffer: chart })
    await editor.getByLabel('Title').fill('Pipeline chart')
    await editor
      .getByLabel(/^Alt text/)
      .first()
      .fill('A pipeline chart rising through the quarter')
    await editor.getByRole('button', { name: 'Upload' }).click()
    await expect(editor.getByText(/“Pipeline chart” is in the library/)).toBeVisible()
  })

  test('writes an article with a heading, a link, the image and a video under a topic, and previews the real page', async ({ browser, baseURL }) => {
    // A person's typing, two pickers, a save and a preview: 25 s idle, past 90 s at load 30.
    test.slow()
    const editor = await signedIn(browser, baseURL!, editorState)
    await editor.goto('/admin')
    const body = await startArticle(editor, article.title, 'Why it matters', 'Read the playbook', 'What the teams that forecast well do every week.')
    for (let i = 0; i < 'playbook'.length; i++) await body.press('Shift+ArrowLeft')
    await editor.getByRole('button', { name: 'Link', exact: true }).click()
    await editor.getByLabel('Link address').fill('https://example.com/playbook')
    await editor.getByRole('button', { name: 'Make the link' }).click()
    await body.press('End')
    await body.pressSequentially('.')
    await editor.getByRole('button', { name: 'Image', exact: true }).click()
    await editor.getByRole('dialog', { name: 'Insert an image' }).getByRole('button', { name: 'A pipeline chart rising through the quarter' }).click()
    await expect(body.locator('img[alt="A pipeline chart rising through the quarter"]')).toHaveCount(1)
    // With its size, so the published page keeps its place while the picture loads.
    await expect(body.locator('img[alt="A pipeline chart rising through the quarter"]')).toHaveAttribute('height', /^\d+$/)
    await editor.getByRole('button', { name: 'Video', exact: true }).click()
    await editor.getByRole('group', { name: 'Our videos' }).getByRole('button').first().click()
    await expect(body.locator('figure.video-embed a[href^="/videos/"]')).toHaveCount(1)
    await editor.getByRole('combobox', { name: 'Topics' }).fill('Prospecting')
    await editor.getByRole('combobox', { name: 'Topics' }).press('Enter')
    await expect(editor.getByRole('list', { name: 'Chosen: topics' })).toHaveText('Prospecting×')
    await editor.getByRole('button', { name: 'Save the draft' }).click()
    await expect(editor.getByText('Saved.')).toBeVisible()
    await expect(body.locator('a[href="https://example.com/playbook"]')).toHaveText('playbook')
    article.id = /\/admin\/articles\/(\d+)/.exec(editor.url())![1]!

    // The preview is the real page, marked as unpublished.
    const [preview] = await Promise.all([editor.waitForEvent('popup'), editor.getByRole('link', { name: /Preview the saved version/ }).click()])
    await expect(preview.getByRole('heading', { name: article.title, level: 1 })).toBeVisible()
    await expect(preview.getByText('Preview: not published.')).toBeVisible()
    await expect(preview.getByRole('link', { name: 'playbook' })).toHaveAttribute('href', 'https://example.com/playbook')
  })

  test('schedules it a minute ahead', async ({ browser, baseURL }) => {
    const editor = await signedIn(browser, baseURL!, editorState)
    await editor.goto(`/admin/articles/${article.id}`)
    article.publishAt = aMinuteAhead()
    await editor.locator('summary', { hasText: '…' }).click()
    await editor.getByLabel('Publish at (UTC)').fill(article.publishAt.toISOString().slice(0, 16))
    await editor.getByRole('button', { name: 'Schedule' }).click()
    await expect(editor.getByText(/^Scheduled: it goes on the site at/)).toBeVisible()
  })
})

/**
 * The sales and sponsor day, step by step: each step opens the sessions an earlier step saved and
 * waits only for what a person would see.
 */
test.describe('the sales and sponsor day', () => {
  let salesState: StorageState
  let sponsorState: StorageState
  let webinar: { id: number; slug: string; title: { rendered: string } }
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>

  test.beforeAll(async () => {
    // A receiver for the sponsor's webhook: it fails until told otherwise, and keeps what it got.
    receiver = await startWebhookReceiver()
  })
  test.afterAll(() => receiver.close())

  /** A reader's browser on a Tallyforge webinar's page (its recording, with the player stubbed). */
  async function readerOnWebinar(browser: Browser, baseURL: string): Promise<Page> {
    const reader = await otherBrowser(browser, baseURL)
    await reader.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }))
    await reader.goto(`/webinars/${webinar.id}/${webinar.slug}`)
    return reader
  }

  test('an administrator invites a salesperson, who joins with a second factor', async ({ browser, baseURL }) => {
    test.slow()
    // A recovery code, as the app's code was just used.
    const admin = await adminWithRecoveryCode(browser, baseURL!, 0)
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click()
    const salesEmail = `sales.${Date.now()}@example.com`
    await admin.getByLabel('Email').fill(salesEmail)
    await admin.getByRole('combobox', { name: 'Role', exact: true }).selectOption('sales')
    await admin.getByRole('button', { name: 'Send the invitation' }).click()
    const salesLink = new URL(linkIn((await readMail(salesEmail, /invited to the Quota back office/)).text))
    const sales = await otherBrowser(browser, baseURL!)
    await join(sales, `${salesLink.pathname}${salesLink.search}`, salesEmail)
    await expect(sales.getByText('You are signed in as Sales')).toBeVisible()
    salesState = await sales.context().storageState()
  })

  test('sales invite a sponsor’s user, who joins the portal and sets up a second factor', async ({ browser, baseURL, consoleErrors }) => {
    test.slow()
    const sales = await signedIn(browser, baseURL!, salesState)
    await sales.goto('/admin')
    await sales.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sponsors' }).click()
    const sponsorEmail = `contact.${Date.now()}@tallyforge.example`
    await sales.getByLabel('Email').fill(sponsorEmail)
    // The sponsor is picked from the sponsor companies, and named by its company's name.
    await sales.getByRole('combobox', { name: /^Sponsor/ }).selectOption('tallyforge')
    await sales.getByRole('button', { name: 'Send the invitation' }).click()
    await expect(sales.getByText(`Invitation to the Tallyforge portal sent to ${sponsorEmail}.`)).toBeVisible()
    await expectNoSevereAxeViolations(sales, 'the sponsors screen')

    const sponsorLink = new URL(linkIn((await readMail(sponsorEmail, /invited to the Quota sponsor portal/)).text))
    const sponsor = await otherBrowser(browser, baseURL!)
    await sponsor.goto(`${sponsorLink.pathname}${sponsorLink.search}`)
    await sponsor.getByLabel('First name').fill('Tally')
    await sponsor.getByLabel('Last name').fill('Contact')
    await sponsor.getByLabel('Password').fill(STAFF_PASSWORD)
    await sponsor.getByRole('button', { name: 'Accept the invitation' }).click()
    await expect(sponsor.getByText('You joined the sponsor portal. Sign in to set up your second factor and see your leads.')).toBeVisible()
    await sponsor.getByLabel('Email').fill(sponsorEmail)
    await sponsor.getByLabel('Password').fill(STAFF_PASSWORD)
    await sponsor.getByRole('button', { name: 'Sign in' }).click()
    // The set-up step the invitation promised (issue 27, item 9), then the portal.
    await setUpSecondFactor(sponsor, 'Your leads')
    await expect(sponsor.getByText('Protect your leads with a second factor')).toHaveCount(0)
    sponsorState = await sponsor.context().storageState()
    forgiveAnswers(consoleErrors, [400, 403])
  })

  test('a reader registers for a Tallyforge recording and downloads its white paper; the sponsor sees both leads with a score, and the CSV', async ({ browser, baseURL, consoleErrors }) => {
    test.slow()
    const webinars = (await (await (await otherBrowser(browser, baseURL!)).request.get('/wp-json/wp/v2/webinars?upcoming=0&per_page=50')).json()) as {
      id: number
      slug: string
      title: { rendered: string }
      acf: { recording_video_id: string; sponsor: { slug?: string } | null }
    }[]
    webinar = webinars.find((candidate) => candidate.acf.sponsor?.slug === 'tallyforge' && candidate.acf.recording_video_id)!
    const reader = await readerOnWebinar(browser, baseURL!)
    const readerEmail = `buyer.${Date.now()}@example.com`
    await expect(reader.getByText(/shares your details with Tallyforge/).first()).toBeVisible()
    await fillReader(reader, readerEmail)
    await reader.getByRole('button', { name: 'Watch the recording' }).click()
    await expect(reader.locator('.webinar__replay')).toBeVisible()
    await reader.goto('/resources/white-papers')
    await reader.getByRole('link', { name: 'The Pipeline Coverage Myth' }).first().click()
    await fillReader(reader, readerEmail)
    await reader.getByLabel('Company size').selectOption('51-200')
    await reader.getByLabel('Tallyforge may contact me about this resource').check()
    await reader.getByRole('button', { name: 'Download the white paper' }).click()
    await expect(reader.getByRole('link', { name: /Download “The Pipeline Coverage Myth”/ })).toBeVisible()

    // The sponsor sees both leads, each with the reader's score (a registration and a download: 20).
    const sponsor = await signedIn(browser, baseURL!, sponsorState)
    await sponsor.goto('/sponsor')
    await sponsor.getByRole('navigation', { name: 'Sponsor portal' }).getByRole('link', { name: 'Leads' }).click()
    const rows = sponsor.getByRole('row').filter({ hasText: readerEmail })
    await expect(rows).toHaveCount(2)
    await expect(rows.first().getByRole('cell').last()).toHaveText('20')
    await expectNoSevereAxeViolations(sponsor, 'the sponsor’s leads')
    await rows.first().getByRole('link').click()
    await expect(sponsor.getByRole('heading', { name: 'Engagement score: 20' })).toBeVisible()
    await expect(sponsor.getByText(/shares your details with Tallyforge/)).toBeVisible()
    await sponsor.getByRole('link', { name: '← All leads' }).click()
    const [csv] = await Promise.all([sponsor.waitForEvent('download'), sponsor.getByRole('link', { name: 'Download as CSV' }).click()])
    const csvText = readFileSync((await csv.path())!, 'utf8')
    expect(csvText).toContain(readerEmail)
    expect(csvText.split('\r\n')[0]).toContain('engagement_score')
    forgiveAnswers(consoleErrors, [400, 403])
  })

  test('a lead mail the mail server refuses at first goes again on its own, and sales see it sent', async ({ browser, baseURL }) => {
    const flaky = `flaky+fail-once.${Date.now()}@example.com`
    const reader = await readerOnWebinar(browser, baseURL!)
    await fillReader(reader, flaky)
    await reader.getByRole('button', { name: 'Watch the recording' }).click()
    await expect(reader.locator('.webinar__replay')).toBeVisible()
    expect((await readMail(flaky, /^Your recording: /)).text).toContain(webinar.title.rendered.replace(/&#8217;/g, '’').slice(0, 20))
    const sales = await signedIn(browser, baseURL!, salesState)
    await sales.goto(`/admin/leads?q=${encodeURIComponent('flaky+fail-once')}`)
    await expect(sales.getByRole('row').filter({ hasText: flaky }).getByRole('cell', { name: 'sent' })).toBeVisible()
  })

  test('sales make a promo code, and the subscription form takes it at once', async ({ browser, baseURL }) => {
    const sales = await signedIn(browser, baseURL!, salesState)
    await sales.goto('/admin')
    await sales.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promo codes' }).click()
    const promo = `TALLY${Date.now() % 100000}`
    await sales.getByRole('textbox', { name: /^Code/ }).fill(promo)
    await sales.getByRole('textbox', { name: /^Percent off/ }).fill('30')
    await sales.getByRole('button', { name: 'Create the code' }).click()
    await expect(sales.getByText(`${promo} is ready to use.`)).toBeVisible()
    const reader = await otherBrowser(browser, baseURL!)
    await reader.goto('/magazine/subscribe/')
    await reader.getByLabel('Promo code (optional)').fill(promo.toLowerCase())
    await reader.getByRole('button', { name: 'Apply' }).click()
    await expect(reader.getByRole('status').filter({ hasText: promo })).toHaveText(`Code ${promo} applied: 30% off. You pay $34.30 instead of $49.`)
  })

  test('a reader buys a VIP pass for the conference with the test card; a seat fewer is left, the pass comes by mail, and the sponsor sees the attendee', async ({ browser, baseURL }) => {
    const attendee = `attendee.${Date.now()}@example.com`
    const reader = await otherBrowser(browser, baseURL!)
    const { seatsBefore, state } = await chooseConferenceVip(reader)
    await fillReader(reader, attendee)
    await reader.getByLabel(/Share my name, company, job title and email with this event’s sponsors/).check()
    await reader.getByLabel('Card number').fill('4242 4242 4242 4242')
    await reader.getByLabel('Expiry month').selectOption('12')
    await reader.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 2))
    await reader.getByLabel('Security code').fill('123')
    await reader.getByLabel('Billing postal code').fill('60601')
    await reader.getByRole('button', { name: 'Pay $1,495' }).click()
    await expect(reader.getByRole('status').filter({ hasText: 'Your pass is confirmed.' })).toContainText('Test payment')
    await expect(state).toHaveText(seatsLeft(seatsBefore - 1))
    const mail = await readMail(attendee, /Revenue Leaders Conference/)
    expect(mail.text).toContain('VIP')

    const sponsor = await signedIn(browser, baseURL!, sponsorState)
    await sponsor.goto('/sponsor')
    await sponsor.getByRole('navigation', { name: 'Sponsor portal' }).getByRole('link', { name: 'Leads' }).click()
    await expect(sponsor.getByRole('row').filter({ hasText: attendee })).toHaveCount(1)
  })

  test('the sponsor’s webhook: a new lead fails at the receiver and is retried; once it answers, it is delivered and signed', async ({ browser, baseURL, consoleErrors }) => {
    test.slow()
    const sponsor = await signedIn(browser, baseURL!, sponsorState)
    await sponsor.goto('/sponsor')
    await sponsor.getByRole('navigation', { name: 'Sponsor portal' }).getByRole('link', { name: 'Webhook' }).click()
    await sponsor.getByLabel('Address').fill(receiver.url('/quota'))
    await sponsor.getByRole('button', { name: 'Set up the webhook' }).click()
    await expect(sponsor.getByText('Saved. New and updated leads are sent to this address from now on.')).toBeVisible()
    const secret = (await sponsor.getByTestId('webhook-secret').textContent())!.trim()
    await expectNoSevereAxeViolations(sponsor, 'the webhook page')

    const secondReader = `second.${Date.now()}@example.com`
    const reader = await readerOnWebinar(browser, baseURL!)
    await fillReader(reader, secondReader)
    await reader.getByRole('button', { name: 'Watch the recording' }).click()
    // Other suites' readers download this sponsor's white papers meanwhile: only this reader's delivery counts.
    const ofSecondReader = () => receiver.received.filter((call) => (JSON.parse(call.body) as { lead: { email: string } }).lead.email === secondReader)
    // The first try and the retry a second later; the queue's next turn may wait on a busy machine.
    await expect.poll(() => ofSecondReader().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2)
    const deliveryId = (JSON.parse(ofSecondReader()[0]!.body) as { id: number }).id
    // The row whose first cell, the delivery's number, is this one.
    const deliveryRow = sponsor.getByRole('row').filter({ has: sponsor.locator('td:first-child', { hasText: new RegExp(`^${deliveryId}$`) }) })
    await sponsor.reload()
    await expect(deliveryRow.getByRole('cell', { name: 'Failed, will retry' })).toBeVisible()
    receiver.answer = 204
    await expect
      .poll(
        async () => {
          await sponsor.reload()
          return deliveryRow.getByRole('cell', { name: 'Delivered' }).count()
        },
        // Retries wait 1, 2, 4, 8… s: the next may be half a minute after the receiver recovers.
        { timeout: 90_000 },
      )
      .toBe(1)
    const delivered = ofSecondReader().at(-1)!
    expect(checkSignature(secret, delivered.body, delivered.signature)).toBe('valid')
    expect(JSON.parse(delivered.body)).toMatchObject({ id: deliveryId, event: 'lead.created', lead: { email: secondReader } })
    forgiveAnswers(consoleErrors, [400, 403])
  })
})

test.describe('the newsroom’s day: the list import, the other screens, and the scheduled article on the site', () => {
  test('imports a list’s 500 entries: two bad rows are both reported and nothing is taken; fixed, the file goes in', async ({ browser, baseURL }) => {
    // Two checks of a 500-row file, the import, and axe over the 500-row table: 26 s idle, past 90 s at load 20.
    test.slow()
    const editor = await signedIn(browser, baseURL!, editorState)
    // The oldest edition other than the 500: the lists and search suites read the 500 and the newest
    // edition, and this import replaces an edition's entries while they may run.
    const editions = (await (await editor.request.get('/wp-json/wp/v2/lists?kind=list&per_page=50&orderby=year&order=asc')).json()) as {
      id: number
      acf: { family: string; segments: { slug: string }[] }
    }[]
    const found = editions.find((candidate) => candidate.acf.family !== 'quota-500' && candidate.acf.segments.length)!
    edition = { id: found.id, segments: found.acf.segments.map((segment) => segment.slug) }
    await editor.goto('/admin')
    await editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Lists and awards' }).click()
    await editor.goto(`/admin/content/lists/${edition.id}`)
    await editor.getByRole('link', { name: 'Entries: import and export' }).click()
    await editor
      .getByLabel('Entries file (CSV)')
      .setInputFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: fiveHundred(edition.segments, { 17: '17,,nowhere,12', 230: `two hundred thirty,Newsroom Co 230,${edition.segments[0]},5` }) })
    await editor.getByRole('button', { name: 'Check the file' }).click()
    const problems = editor.getByRole('alert')
    await expect(problems).toContainText('Nothing was imported.')
    await expect(problems).toContainText('Line 18: company is empty; segment must be one of')
    await expect(problems).toContainText('Line 231: rank must be a whole number from 1')
    await editor.getByLabel('Entries file (CSV)').setInputFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: fiveHundred(edition.segments) })
    await editor.getByRole('button', { name: 'Check the file' }).click()
    await expect(editor.getByText('The file has 500 good entries.')).toBeVisible()
    await editor.getByRole('button', { name: 'Import 500 entries' }).click()
    await expect(editor.getByText(/^Imported 500 entries/)).toBeVisible()
    await expectNoSevereAxeViolations(editor, 'the list entries screen')
  })

  // The other newsroom screens, one step each: an axe audit takes seconds idle and most of a minute
  // on a busy machine.
  for (const [path, heading] of [
    ['/admin/menus', 'Menus'],
    ['/admin/tags', 'Tags'],
    ['/admin/authors', 'Authors'],
    ['/admin/landing-pages', 'Landing pages'],
    ['/admin/content/videos/calendar', 'Daily-video calendar'],
    ['/admin/content/events/new', 'New event'],
  ] as const) {
    test(`${path} has no serious accessibility problems`, async ({ browser, baseURL }) => {
      // Beside a second suite, loading and auditing a screen here ran past 90 s (/admin/menus, the new event).
      test.slow()
      const editor = await signedIn(browser, baseURL!, editorState)
      await editor.goto(path)
      await expect(editor.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expectNoSevereAxeViolations(editor, path)
    })
  }

  test('a contributor writes but is never offered publishing', async ({ browser, baseURL }) => {
    test.slow()
    const contributor = await invite(browser, baseURL!, 'contributor')
    await contributor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Articles' }).click()
    await contributor.getByRole('link', { name: 'Write an article' }).click()
    await contributor.getByRole('textbox', { name: /^Title/ }).fill('A contributor’s draft')
    await expect(contributor.getByRole('button', { name: 'Publish now' })).toHaveCount(0)
    await contributor.getByRole('button', { name: 'Save the draft' }).click()
    await expect(contributor.getByText('Saved.')).toBeVisible()
    await expect(contributor.getByRole('button', { name: 'Publish now' })).toHaveCount(0)
    await expect(contributor.getByRole('button', { name: 'Schedule' })).toHaveCount(0)
    await expect(contributor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Lists and awards' })).toHaveCount(0)
  })

  test('the scheduled article goes out on its own: home, its topic, the sitemap and the feed', async ({ browser, baseURL }) => {
    // The wall clock, not the machine: wait for the scheduled minute, then as long as the queue may take to run it.
    const waiting = Math.max(0, article.publishAt.getTime() - Date.now()) + 90_000
    test.setTimeout(waiting + 60_000)
    const reader = await otherBrowser(browser, baseURL!)
    await expect
      .poll(
        async () => {
          await reader.goto('/')
          return reader.getByRole('link', { name: article.title }).count()
        },
        { timeout: waiting, intervals: [2000] },
      )
      .toBeGreaterThan(0)
    await reader.getByRole('link', { name: article.title }).first().click()
    await reader.waitForURL((url) => url.pathname !== '/')
    article.path = new URL(reader.url()).pathname
    await expect(reader.getByRole('heading', { name: article.title, level: 1 })).toBeVisible()
    await expect(reader.locator('article img[alt="A pipeline chart rising through the quarter"]')).toHaveCount(1)
    await expect(reader.locator('article figure.video-embed a[href^="/videos/"]')).toHaveCount(1)
    await reader.locator('main').getByRole('link', { name: 'Prospecting' }).first().click()
    await expect(reader.getByRole('link', { name: article.title })).toBeVisible()
    const feed = await (await reader.request.get('/feed')).text()
    expect(feed).toContain(article.title)
    const sitemaps = [...(await (await reader.request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    const listed = await Promise.all(sitemaps.map(async (path) => (await (await reader.request.get(path)).text()).includes(article.path)))
    expect(listed).toContain(true)
  })

  test('a change of title shows on the site within 5 s', async ({ browser, baseURL }) => {
    const editor = await signedIn(browser, baseURL!, editorState)
    // What an anonymous reader gets: the shared cache's copy, which the save must drop.
    const reader = await otherBrowser(browser, baseURL!)
    const shownTitle = () => titleShownTo(reader, article.path)
    expect(await shownTitle()).toBe(article.title)
    const changed = `${article.title}: the field guide`
    await editor.goto(`/admin/articles/${article.id}`)
    await editor.getByRole('textbox', { name: /^Title/ }).fill(changed)
    await editor.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(editor.getByText('Saved.')).toBeVisible()
    await expect.poll(shownTitle, { timeout: 5000, intervals: [250] }).toBe(changed)
  })

  /** The editor's page of the difference between the revision before the change and now. */
  async function revisionBeforeTheChange(browser: Browser, baseURL: string): Promise<Page> {
    const editor = await signedIn(browser, baseURL, editorState)
    await editor.goto(`/admin/articles/${article.id}`)
    await editor
      .getByRole('link', { name: /^Compare with now/ })
      .first()
      .click()
    await expect(editor.getByRole('heading', { name: /^Revision of/ })).toBeVisible()
    await expect(editor.locator('.revision-diff ins').first()).toContainText(': the field guide')
    return editor
  }

  // Steps of their own: the change, the difference (with its accessibility scan) and the way back
  // in one test ran past 90 s beside a second suite.
  test('the revision before the change shows the difference, with no serious accessibility problems', async ({ browser, baseURL }) => {
    await expectNoSevereAxeViolations(await revisionBeforeTheChange(browser, baseURL!), 'a revision’s difference')
  })

  test('the revision before the change comes back, and shows on the site within 5 s', async ({ browser, baseURL }) => {
    const editor = await revisionBeforeTheChange(browser, baseURL!)
    const reader = await otherBrowser(browser, baseURL!)
    await editor.getByRole('button', { name: 'Bring this revision back' }).click()
    await expect(editor.getByText('The revision is back')).toBeVisible()
    await expect.poll(() => titleShownTo(reader, article.path), { timeout: 5000, intervals: [250] }).toBe(article.title)
  })

  test('the audit log shows each step on the article, the import and the upload', async ({ browser, baseURL }) => {
    const admin = await signedIn(browser, baseURL!, adminState)
    await admin.goto(`/admin/audit?itemType=post&item=${article.id}`)
    for (const action of ['article.create', 'article.future', 'article.publish_scheduled', 'article.update', 'article.restore_revision'])
      await expect(admin.getByRole('cell', { name: action, exact: true }).first()).toBeVisible()
    await admin.goto(`/admin/audit?action=list.import_entries&item=${edition.id}`)
    await expect(admin.getByRole('cell', { name: 'list.import_entries', exact: true })).toBeVisible()
    await admin.goto('/admin/audit?action=media.upload')
    await expect(admin.getByRole('cell', { name: 'media.upload', exact: true }).first()).toBeVisible()
  })
})

// The last step: the reminder's minute passed while the steps above ran.
test('the reader who registered within the hour gets the one-hour reminder with its calendar file', async () => {
  const { webinar, readerEmail, when } = soon
  const stamp = zonedTimeToUtc(when.date, when.start, when.zone)!
  // The wall clock, not the machine: wait for the reminder's minute, then as long as the queue may take to send it.
  const waiting = Math.max(0, stamp.getTime() - 60 * 60_000 - Date.now()) + 120_000
  test.setTimeout(waiting + 60_000)
  const reminder = await readMail(readerEmail, /^In one hour: /, waiting)
  expect(reminder.text).toContain(`/webinars/${webinar.id}/${webinar.slug}`)
  const calendar = reminder.attachments.find((file) => file.contentType.startsWith('text/calendar'))!
  expect(calendar.content).toContain('BEGIN:VEVENT')
  const dtstart = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  expect(calendar.content).toContain(`DTSTART:${dtstart}`)
})

async function fillReader(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada')
  const last = page.getByLabel('Last name')
  if (await last.count()) await last.fill('Byron')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel(/^Company\s*\*?$/).fill('Analytical Engines')
  const jobTitle = page.getByLabel(/^Job title\s*\*?$/)
  if (await jobTitle.count()) await jobTitle.fill('VP Sales')
  const teamSize = page.getByLabel('Sales team size')
  if (await teamSize.count()) await teamSize.selectOption('11-50')
  const consent = page.getByLabel('Share my details with the sponsor')
  if (await consent.count()) await consent.check()
}
