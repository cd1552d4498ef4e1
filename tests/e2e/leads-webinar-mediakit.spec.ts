import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { readMail } from './mail.ts'
import { withAndWithoutJavaScript } from './page-variants.ts'

/**
 * Lead forms in Chromium: registering for an upcoming webinar (and reading the confirmation),
 * unlocking a held webinar's recording, requesting the media kit with a formatted phone number;
 * each form's messages for bad input with JavaScript on and off.
 */
interface WpWebinar {
  id: number
  slug: string
  acf: { recording_video_id: string }
}

/** Form errors without JavaScript answer 400; Chromium logs each such document as a console error. */
function forgiveFormAnswers(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--) if (/status of 400/.test(errors[i]!)) errors.splice(i, 1)
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const pathOf = (webinar: WpWebinar) => `/webinars/${webinar.id}/${webinar.slug}`

async function webinars(request: APIRequestContext, upcoming: boolean): Promise<WpWebinar[]> {
  const res = await request.get(`/wp-json/wp/v2/webinars?upcoming=${upcoming ? 1 : 0}&orderby=start_date&order=asc&per_page=50`)
  return (await res.json()) as WpWebinar[]
}

async function fillAttendee(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Byron')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Company').fill('Analytical Engines')
  await page.getByLabel('Sales team size').selectOption('11-50')
  const consent = page.getByLabel('Share my details with the sponsor')
  if (await consent.count()) await consent.check()
}

async function fillBuyer(page: Page, email: string, company: string) {
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Company').fill(company)
  await page.getByLabel('Phone').fill('(555) 010-2030')
  await page.getByLabel('Most interested in').selectOption('Webinars')
}

function journeys(javaScript: boolean) {
  const mode = javaScript ? 'js' : 'nojs'

  test(`register for an upcoming webinar and read the confirmation (JavaScript ${javaScript ? 'on' : 'off'})`, async ({ page, request, consoleErrors }) => {
    const [webinar] = await webinars(request, true)
    await page.goto(pathOf(webinar!))
    await expect(page.getByText('Registration opens here soon.')).toHaveCount(0)
    const form = page.locator('#registration')

    // Bad input first: the spec's messages, tied to their fields.
    await form.getByLabel('First name').fill('A'.repeat(100))
    await form.getByLabel('Work email').fill('not-an-email')
    await form.getByRole('button', { name: 'Register' }).click()
    await expect(form.getByText('Must be less than 100 characters')).toBeVisible()
    await expect(form.getByText('Invalid email')).toBeVisible()
    await expect(form.getByText('Required', { exact: true }).first()).toBeVisible()
    await expect(form.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true')
    if (javaScript) await expectNoSevereAxeViolations(page, 'the webinar registration form with errors')

    const email = uniqueEmail(`webinar.${mode}`)
    await fillAttendee(page, email)
    await form.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveCount(0)
    const mail = await readMail(email, /^You're registered: /)
    expect(mail.text).toContain(pathOf(webinar!))
    expect(mail.text).toContain('calendar')
    forgiveFormAnswers(consoleErrors)
  })

  test(`register to watch a held webinar's recording (JavaScript ${javaScript ? 'on' : 'off'})`, async ({ page, request, consoleErrors }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }))
    const webinar = (await webinars(request, false)).find((candidate) => candidate.acf.recording_video_id)!
    await page.goto(pathOf(webinar))
    await expect(page.getByRole('heading', { name: 'Register to watch the recording' })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: 'Watch the recording' }).click()
    await expect(page.getByText('Required', { exact: true }).first()).toBeVisible()
    await fillAttendee(page, uniqueEmail(`replay.${mode}`))
    await page.getByRole('button', { name: 'Watch the recording' }).click()
    const play = page.locator(`.webinar__replay a[href$="watch?v=${webinar.acf.recording_video_id}"]`)
    await expect(play).toBeVisible()
    await page.reload()
    await expect(play).toBeVisible()
    if (javaScript) {
      await play.click()
      await expect(page.locator(`iframe[src*="${webinar.acf.recording_video_id}"]`)).toBeVisible()
    }
    forgiveFormAnswers(consoleErrors)
  })

  test(`request the media kit with a formatted phone number (JavaScript ${javaScript ? 'on' : 'off'})`, async ({ page, consoleErrors }) => {
    await page.goto('/advertising/media-kit')
    await expect(page).toHaveTitle('Media Kit / Quota')
    await expect(page.getByText('$9,800')).toHaveCount(0)
    const form = page.locator('#media-kit')

    await form.getByLabel('Work email').fill('grace@')
    await form.getByLabel('Phone').fill('555-01')
    await form.getByLabel('Company').fill('C'.repeat(100))
    await form.getByRole('button', { name: 'Get the media kit' }).click()
    await expect(form.getByText('Invalid email')).toBeVisible()
    await expect(form.getByText('Invalid phone number')).toBeVisible()
    await expect(form.getByText('Must be less than 100 characters')).toBeVisible()
    await expect(form.getByText('Required', { exact: true }).first()).toBeVisible()
    if (javaScript) await expectNoSevereAxeViolations(page, 'the media kit form with errors')

    const company = `Compiler Co ${mode} ${Date.now()}`
    const email = uniqueEmail(`kit.${mode}`)
    await fillBuyer(page, email, company)
    await form.getByRole('button', { name: 'Get the media kit' }).click()
    await expect(page.getByRole('heading', { name: 'Your media kit' })).toBeVisible()
    await expect(page.getByText('$9,800')).toBeVisible()
    const sales = await readMail('sales@quota.example', new RegExp(`^Media kit request: ${company}$`))
    expect(sales.text).toContain('Phone: 5550102030')
    expect(sales.text).toContain(email)
    expect((await readMail(email, /media kit$/)).text).toContain('/advertising/media-kit')

    // The other address of the page shows the kit to this browser too.
    await page.goto('/advertising/mediakit')
    await expect(page.getByText('$9,800')).toBeVisible()
    forgiveFormAnswers(consoleErrors)
  })
}

withAndWithoutJavaScript('lead forms', journeys)
