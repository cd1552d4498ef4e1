import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { POSTMARK_WEBHOOK } from './bounce-webhook.ts'
import { expect, test } from './fixtures.ts'
import { adminInvitation, NEWSLETTER_ADMIN } from './first-admin.ts'
import { caughtMail, linkIn, readMail, type CaughtMessage } from './mail.ts'
import { askForNewsletter } from './newsletter-steps.ts'
import { SITE_TIME_ZONE } from '../../lib/site-paths.ts'
import { wallClockAt } from '../../lib/zoned-time.ts'
import { codeFor, join, otherBrowser, signedIn, signIn, type StorageState } from './staff-sessions.ts'

/**
 * Issue 28's journey in Chromium: readers sign up for the Daily Boost through the site, one leaves
 * and one's address bounces; an editor opens the Boost's draft, adds an article and a sponsor slot,
 * previews it, sends a test and schedules it a minute ahead; the running server sends it to every
 * confirmed subscriber once, its links count clicks, the sponsor sees them in the portal, and the
 * issue's web version is public. The steps share the sessions the first ones make.
 */
test.describe.configure({ mode: 'serial' })

const run = `${Date.now() % 100_000_000}`
const reader = (label: string) => `boost.${label}.${run}@example.com`
/** Confirmed subscribers of the Boost made here; other suites may make more, and the issue goes to them too. */
const confirmed = ['ada', 'grace', 'edsger'].map(reader)
const leaver = reader('leaver')
const bounced = reader('bounced')
const testAddress = `boost.test.${run}@example.com`
/** The seeded sponsor whose slot the issue carries, and its portal user. */
const SPONSOR = 'rampwise'
const sponsorEmail = `slots.${run}@rampwise.example`
const SPONSOR_MESSAGE = 'Rampwise shows how new sellers reach quota in half the time.'
const subject = `The Daily Boost, end to end (${run})`

let adminState: StorageState
let editorState: StorageState
let sponsorSecret: string
/** What the editor put in the issue, for the steps after the send. */
const issue = { path: '', date: '', sendAt: new Date(0) }
/** How many readers the issue went to, as its page said once it was sent. */
let recipients = 0
const article = { title: '', path: '' }
const sponsored = { title: '', url: '' }
/** One confirmed reader's copy of the issue. */
let mail: CaughtMessage

/** An address of the site as a path on the server under test (the mails say SITE_URL, whose host may differ). */
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/** A reader signs up for the Daily Boost on /newsletters and confirms from the mail: double opt-in, as readers do. */
async function subscribeToTheBoost(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await otherBrowser(browser, baseURL)
  const confirm = await askForNewsletter(page, email, /Daily Boost/)
  await page.goto(pathOf(confirm.href))
  await page.getByRole('button', { name: 'Confirm my choices' }).click()
  await expect(page.getByText('your newsletter choices are confirmed')).toBeVisible()
  return page
}

/** The issue's mails in the catcher (tests start with "[TEST]"), by recipient. */
async function issueMailsByRecipient(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const message of await caughtMail()) if (message.subject === subject) counts.set(message.to, (counts.get(message.to) ?? 0) + 1)
  return counts
}

/** A figure of the issue's page ("Recipients", "Sent", …). */
const figure = (page: Page, label: string) =>
  page
    .locator('.figures > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')

/** The next whole minute at least a minute ahead, as the schedule form takes it: a date and a time in the site's zone. */
function aMinuteAheadInNewYork(): { at: Date; date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
  return { at, ...wallClockAt(at, SITE_TIME_ZONE) }
}

test('the newsletter administrator from admin:create joins with a second factor', async ({ browser, baseURL }) => {
  test.slow()
  const admin = await otherBrowser(browser, baseURL!)
  ;({ state: adminState } = await join(admin, adminInvitation(NEWSLETTER_ADMIN), NEWSLETTER_ADMIN))
})

test('the administrator invites an editor, who joins', async ({ browser, baseURL }) => {
  // Joining sets a password and a second factor: as in the back-office journey, minutes on a busy machine.
  test.slow()
  const admin = await signedIn(browser, baseURL!, adminState)
  const editorEmail = `boost.editor.${run}@example.com`
  await admin.goto('/admin/staff')
  await admin.getByLabel('Email').fill(editorEmail)
  await admin.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor')
  await admin.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(admin.getByText(`Invitation sent to ${editorEmail}.`)).toBeVisible()
  const invitation = linkIn((await readMail(editorEmail, /invited to the Quota back office/)).text)
  const editor = await otherBrowser(browser, baseURL!)
  ;({ state: editorState } = await join(editor, pathOf(invitation), editorEmail))
  await expect(editor.getByText('You are signed in as Editor')).toBeVisible()
})

test('three readers sign up for the Daily Boost and confirm from the mail', async ({ browser, baseURL }) => {
  await Promise.all(confirmed.map((email) => subscribeToTheBoost(browser, baseURL!, email)))
})

test('a reader who confirmed leaves by the one-click unsubscribe of the choices mail', async ({ browser, baseURL }) => {
  const page = await subscribeToTheBoost(browser, baseURL!, leaver)
  const choices = await readMail(leaver, /^Your Quota newsletter choices$/)
  expect(choices.text).toContain('Daily Boost (weekday mornings): subscribed')
  // RFC 8058: the mail program POSTs this body to the https address of List-Unsubscribe.
  expect(choices.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = /<(https?:[^>]+)>/.exec(choices.headers['list-unsubscribe'] ?? '')?.[1]
  expect(oneClick, 'an https address in List-Unsubscribe').toBeTruthy()
  const answer = await page.request.post(pathOf(oneClick!), { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(answer.status()).toBe(200)
})

test('a confirmed reader’s address hard-bounces: Postmark’s webhook suppresses it', async ({ browser, baseURL }) => {
  const page = await subscribeToTheBoost(browser, baseURL!, bounced)
  // Postmark's recorded HardBounce, about this reader's address.
  const record = { ...JSON.parse(readFileSync('tests/fixtures/newsletter-bounces/postmark-bounce.json', 'utf8')), Email: bounced }
  const authorization = `Basic ${Buffer.from(`${POSTMARK_WEBHOOK.user}:${POSTMARK_WEBHOOK.password}`).toString('base64')}`
  const answer = await page.request.post('/api/newsletters/bounces/postmark', { data: record, headers: { Authorization: authorization } })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toEqual({ handled: 'bounce', suppressed: 1 })
})

test('the editor opens the Boost’s draft and gives it a subject', async ({ browser, baseURL }) => {
  const editor = await signedIn(browser, baseURL!, editorState)
  await editor.goto('/admin')
  await editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Newsletters' }).click()
  await expect(editor.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible()
  // The draft is made ahead of the send (twelve hours before): asking for it makes it now, or finds it.
  await editor.getByRole('button', { name: 'Draft the next issue of Daily Boost' }).click()
  const drafted = editor.getByText(/^Daily Boost of \d{4}-\d{2}-\d{2}: the draft is ready\.$/)
  await expect(drafted).toBeVisible()
  issue.date = /of (\d{4}-\d{2}-\d{2})/.exec((await drafted.textContent())!)![1]!
  await editor.getByRole('link', { name: 'Issues of Daily Boost' }).click()
  await editor.getByRole('link', { name: issue.date, exact: true }).click()
  await expect(editor.getByRole('heading', { name: `Daily Boost of ${issue.date}`, level: 1 })).toBeVisible()
  issue.path = new URL(editor.url()).pathname
  // The automatic draft leads with the newest article.
  await expect(editor.getByText('(leads)')).toBeVisible()

  await editor.getByLabel('Subject').fill(subject)
  await editor.getByRole('button', { name: 'Save the text' }).click()
  await expect(editor.getByText('The subject, preview text and intro are saved.')).toBeVisible()
})

test('the editor adds an article from the content search', async ({ browser, baseURL }) => {
  const editor = await signedIn(browser, baseURL!, editorState)
  await editor.goto(issue.path)
  await editor.getByLabel('Find content to add').fill('pipeline')
  await editor.locator('#main').getByRole('button', { name: 'Search', exact: true }).click()
  // The first article found that the draft does not hold yet.
  const result = editor
    .getByRole('listitem')
    .filter({ hasText: /^Article: / })
    .filter({ has: editor.getByRole('button', { name: /^Add / }) })
    .first()
  const found = result.getByRole('link')
  article.title = (await found.textContent())!.trim()
  article.path = (await found.getAttribute('href'))!
  await result.getByRole('button', { name: /^Add / }).click()
  await expect(editor.getByText('Added at the end of the issue.')).toBeVisible()
  await expect(editor.locator('.issue-items > li').last()).toContainText(article.title)
})

test('the editor books Rampwise’s slot, its link to the sponsor’s webinar on the site', async ({ browser, baseURL }) => {
  const editor = await signedIn(browser, baseURL!, editorState)
  await editor.goto(issue.path)
  // Rampwise's own webinar on the site is where its readers go.
  const webinars = (await (await editor.request.get('/wp-json/wp/v2/webinars?upcoming=0&per_page=50')).json()) as {
    id: number
    slug: string
    title: { rendered: string }
    acf: { sponsor: { slug?: string } | null }
  }[]
  const webinar = webinars.find((candidate) => candidate.acf.sponsor?.slug === SPONSOR)!
  sponsored.url = `${baseURL}/webinars/${webinar.id}/${webinar.slug}`
  sponsored.title = webinar.title.rendered.replace(/&#8217;/g, '’')
  const slot = editor.getByRole('group', { name: 'Sponsor slot' })
  await slot.getByLabel('Sponsor').selectOption(SPONSOR)
  await slot.getByLabel('Message').fill(SPONSOR_MESSAGE)
  await slot.getByLabel('Link').fill(sponsored.url)
  // The logo: an image of the media library, as the field offers them.
  await slot.getByLabel('Logo', { exact: true }).fill((await editor.locator('#library-logos option').first().getAttribute('value'))!)
  await slot.getByLabel('Logo text (alt)').fill('Rampwise logo')
  await slot.getByRole('button', { name: 'Book the sponsor slot' }).click()
  await expect(editor.getByText(`The sponsor slot is booked for ${SPONSOR}.`)).toBeVisible()
})

test('the editor previews the mail at desktop and phone widths and sends a test, which arrives', async ({ browser, baseURL }) => {
  const editor = await signedIn(browser, baseURL!, editorState)
  await editor.goto(issue.path)
  const preview = editor.getByTitle('The issue as subscribers receive it')
  await expect(preview).toHaveAttribute('width', '640')
  const mailInFrame = editor.frameLocator('iframe.issue-preview')
  await expect(mailInFrame.getByText(article.title).first()).toBeVisible()
  await expect(mailInFrame.getByText(SPONSOR_MESSAGE)).toBeVisible()

  await editor.getByRole('link', { name: 'Mobile (375 px)' }).click()
  await expect(preview).toHaveAttribute('width', '375')
  await expect(mailInFrame.getByText(article.title).first()).toBeVisible()
  // At a phone's width the mail fits: nothing to scroll sideways.
  const frame = editor.frames().find((one) => one.url().endsWith(`${issue.path}/preview`))!
  expect(await frame.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await editor.getByLabel('Send a test to').fill(testAddress)
  await editor.getByRole('button', { name: 'Send a test' }).click()
  await expect(editor.getByText(`A test went to ${testAddress}.`)).toBeVisible()
  const test = await readMail(testAddress, new RegExp(`^\\[TEST\\] ${subject.replace(/[()]/g, '\\$&')}$`))
  expect(test.text).toContain(article.title)
  expect(test.text).toContain(SPONSOR_MESSAGE)
})

test('the editor schedules it a minute ahead, in Eastern Time', async ({ browser, baseURL }) => {
  const editor = await signedIn(browser, baseURL!, editorState)
  await editor.goto(issue.path)
  const when = aMinuteAheadInNewYork()
  issue.sendAt = when.at
  await editor.getByLabel('Date (YYYY-MM-DD)').fill(when.date)
  await editor.getByLabel('Time (HH:MM, Eastern Time)').fill(when.time)
  await editor.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(editor.getByText(`Scheduled for ${when.date} at ${when.time} (Eastern Time).`)).toBeVisible()
  await expect(editor.locator('p', { hasText: 'Status:' }).getByRole('strong')).toHaveText('scheduled')
})

test('the administrator invites a user of Rampwise, a seeded sponsor, who joins the portal', async ({ browser, baseURL }) => {
  // After the schedule, while the minute comes (only the last step reads the portal). Joining sets a
  // password and a second factor: as in the back-office journey, minutes on a busy machine.
  test.slow()
  const admin = await signedIn(browser, baseURL!, adminState)
  await admin.goto('/admin/sponsors')
  await admin.getByLabel('Email').fill(sponsorEmail)
  await admin.getByRole('combobox', { name: /^Sponsor/ }).selectOption(SPONSOR)
  await admin.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(admin.getByText(`Invitation to the Rampwise portal sent to ${sponsorEmail}.`)).toBeVisible()
  const invitation = linkIn((await readMail(sponsorEmail, /invited to the Quota sponsor portal/)).text)
  const sponsor = await otherBrowser(browser, baseURL!)
  ;({ secret: sponsorSecret } = await join(sponsor, pathOf(invitation), sponsorEmail, {
    joined: 'You joined the sponsor portal. Sign in to set up your second factor and see your leads.',
    landing: 'Your leads',
  }))
})

test('the running server sends it: every confirmed subscriber gets one mail, the reader who left and the bounced address none', async ({ browser, baseURL }) => {
  // The wall clock, not the machine: the scheduled minute, then as long as the queue may take to start and send it.
  const waiting = Math.max(0, issue.sendAt.getTime() - Date.now()) + 180_000
  test.setTimeout(waiting + 90_000)
  await expect
    .poll(
      async () => {
        const got = await issueMailsByRecipient()
        return confirmed.filter((email) => !got.has(email))
      },
      { message: 'the confirmed readers still without the issue', timeout: waiting, intervals: [2000] },
    )
    .toEqual([])

  // The issue's page says when the send is over, and how many it went to.
  const editor = await signedIn(browser, baseURL!, editorState)
  await expect
    .poll(
      async () => {
        await editor.goto(issue.path)
        return editor.locator('p', { hasText: 'Status:' }).getByRole('strong').textContent()
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe('sent')
  recipients = Number(await figure(editor, 'Recipients').textContent())
  expect(recipients).toBeGreaterThanOrEqual(confirmed.length)
  expect(Number(await figure(editor, 'Sent').textContent())).toBe(recipients)
  // Each mail is recorded as sent just before its last line reaches the catcher.
  await expect.poll(async () => [...(await issueMailsByRecipient()).values()].reduce((sum, count) => sum + count, 0), { timeout: 30_000 }).toBe(recipients)

  const got = await issueMailsByRecipient()
  expect(
    [...got.values()].filter((count) => count !== 1),
    'readers who got the issue more than once',
  ).toEqual([])
  expect(got.size).toBe(recipients)
  for (const email of confirmed) expect(got.get(email), email).toBe(1)
  expect(got.has(leaver), 'the reader who unsubscribed got the issue').toBe(false)
  expect(got.has(bounced), 'the suppressed address got the issue').toBe(false)
  expect(await caughtMail(leaver).then((all) => all.filter((one) => one.subject.includes(run)))).toEqual([])
  expect(await caughtMail(bounced).then((all) => all.filter((one) => one.subject.includes(run)))).toEqual([])
  mail = (await caughtMail(confirmed[0]!)).find((message) => message.subject === subject)!
  // Written when its batch ran: at the scheduled minute, not before (the start may wake up to 5 s early; the header counts whole seconds).
  expect(Date.parse(mail.headers.date!)).toBeGreaterThanOrEqual(issue.sendAt.getTime() - 6_000)
})

test('in a reader’s mail, the tracked links land on the article and on the sponsor’s page, and the unsubscribe link works', async ({ browser, baseURL }) => {
  const page = await otherBrowser(browser, baseURL!)
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }))
  const lines = mail.text.split('\n').map((line) => line.trim())
  const linkAfter = (text: string) => lines.slice(lines.indexOf(text)).find((line) => /^https?:\/\//.test(line))!
  const articleLink = linkAfter(article.title)
  expect(new URL(articleLink).pathname).toMatch(/^\/n\/c\/\d+\/\d+\/[\w-]+$/)
  await page.goto(pathOf(articleLink))
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(article.path)

  const sponsorLink = linkAfter(SPONSOR_MESSAGE)
  expect(new URL(sponsorLink).pathname).toMatch(/^\/n\/c\//)
  await page.goto(pathOf(sponsorLink))
  await expect(page.getByRole('heading', { name: sponsored.title, level: 1 })).toBeVisible()

  // The reader's own unsubscribe: the header's address is the mail's link.
  const unsubscribe = /<(https?:[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`)
  await page.goto(pathOf(unsubscribe))
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You are unsubscribed: we will send no more newsletters to this address.')).toBeVisible()
})

test('the issue’s page shows the sends and the clicks per link', async ({ browser, baseURL }) => {
  const editor = await signedIn(browser, baseURL!, editorState)
  await editor.goto(issue.path)
  await expect(figure(editor, 'Recipients')).toHaveText(String(recipients))
  await expect(figure(editor, 'Sent')).toHaveText(String(recipients))
  await expect(figure(editor, 'Clicks')).toHaveText('2')
  const clicks = editor.getByRole('figure', { name: 'Clicks per link' })
  await clicks.getByText('Show the figures as a table').click()
  await expect(clicks.getByRole('row').filter({ hasText: article.path }).getByRole('cell')).toHaveText('1')
  await expect(
    clicks
      .getByRole('row')
      .filter({ hasText: `[${SPONSOR}]` })
      .getByRole('cell'),
  ).toHaveText('1')
})

test('the sponsor signs in with a second factor and sees the slot with its sends and the click', async ({ browser, baseURL }) => {
  const sponsor = await otherBrowser(browser, baseURL!)
  await signIn(sponsor, sponsorEmail, '/sponsor/slots')
  await sponsor.getByLabel('Code').fill(codeFor(sponsorSecret))
  await sponsor.getByRole('button', { name: 'Continue' }).click()
  await expect(sponsor.getByRole('heading', { name: 'Newsletter slots', level: 1 })).toBeVisible()
  const row = sponsor.getByRole('row').filter({ hasText: issue.date })
  await expect(row.getByRole('rowheader')).toHaveText('Daily Boost')
  await expect(row.getByRole('cell')).toHaveText([issue.date, 'Sent', sponsored.url, String(recipients), String(recipients), '1'])
})

// The test's own page, watched by the console guard: an image the page's policy blocks fails the step.
test('the web version is public: a reader with no session gets the issue and its article; /boost-preview shows it', async ({ page }) => {
  const answer = await page.goto(`/newsletters/daily-boost/${issue.date}`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: article.title })).toBeVisible()
  await expect(page.getByText(SPONSOR_MESSAGE)).toBeVisible()
  await page.goto('/boost-preview')
  await expect(page.getByText('This is the latest Daily Boost as subscribers received it')).toBeVisible()
  await expect(page.getByRole('link', { name: article.title })).toBeVisible()
  const logo = page.getByRole('img', { name: 'Rampwise logo' })
  await logo.scrollIntoViewIfNeeded()
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
})
