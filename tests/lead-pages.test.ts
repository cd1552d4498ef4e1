import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import { jsonLdOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { registrationWebinars, webinarPath, type WpWebinar } from './utils/webinar-fixtures.ts'
import { proofFrom, spendFreeShare } from '#tests/utils/proof-of-work.ts'

/**
 * The webinar registration and media kit pages as a browser without JavaScript uses them:
 * the form rendered from its definitions, plain form posts, 400 with the spec's messages,
 * and a redirect back to the page that then shows the confirmation, the recording or the kit.
 */
let t: TestApp
let upcoming: WpWebinar
let closed: WpWebinar
let past: WpWebinar
beforeAll(async () => {
  t = await createTestApp({ envVars: { TRUST_PROXY: 'true' } })
  ;({ upcoming, closed, past } = await registrationWebinars(t))
})
afterAll(() => t.close())

let n = 0
const post = (body: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.6.0.${++n}`, ...extra },
  body: new URLSearchParams(body).toString(),
})

const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!
const get = async (path: string, cookie?: string) => {
  const res = await t.request(path, cookie ? { headers: { Cookie: cookie } } : undefined)
  expect(res.status).toBe(200)
  return res.text()
}
let emailCounter = 0
const newEmail = () => `page.lead${++emailCounter}.${Date.now()}@example.com`
const attendee = (email = newEmail()) => ({ first_name: 'Ada', last_name: 'Byron', email, company: 'Analytical Engines', team_size: '11-50', consent: 'on' })
const leadRows = (kind: string, email: string) =>
  t.database.db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.email, email)))

describe('the registration form of an upcoming webinar', () => {
  it('is drawn from the webinar’s field definitions, replacing the old notice', async () => {
    const html = await get(webinarPath(upcoming))
    expect(html).not.toContain('Registration opens here soon')
    expect(html).toContain('<h2 id="register-heading">Register</h2>')
    for (const label of ['First name', 'Work email', 'Sales team size', 'Share my details with the sponsor']) expect(html).toContain(label)
    expect(html).toMatch(/<select[^>]*name="team_size"/)
    expect(html).toMatch(/<input[^>]*name="leave_this_blank"[^>]*tabindex="-1"|<input[^>]*tabindex="-1"[^>]*name="leave_this_blank"/)
  })

  it("answers bad input with 400 and the spec's messages", async () => {
    const res = await t.request(webinarPath(upcoming), post({ first_name: 'A'.repeat(100), last_name: '', email: 'nope', company: 'Acme' }))
    expect(res.status).toBe(400)
    const html = await res.text()
    for (const message of ['Must be less than 100 characters', 'Required', 'Invalid email', 'must be accepted']) expect(html).toContain(message)
    // The acceptance fragment names the box to tick.
    expect(html).toContain('Tick “Share my details with the sponsor” to go on: it must be accepted.')
    expect(html).toMatch(/aria-invalid="true"/)
    expect(html).toContain('value="Acme"')
  })

  it('registers, sets the access cookie and comes back to the confirmation', async () => {
    const values = attendee()
    const res = await t.request(webinarPath(upcoming), post(values))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${webinarPath(upcoming)}#registration`)
    expect(res.headers.get('set-cookie')).toMatch(/^quota_access=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    expect(await leadRows('webinar', values.email)).toHaveLength(1)
    const html = await get(webinarPath(upcoming), cookieOf(res))
    expect(html).toContain('You are registered')
    expect(html).not.toContain('name="first_name"')
    expect((await get(webinarPath(upcoming))).toString()).not.toContain('You are registered')
  })

  it('drops a form whose honeypot was filled, storing nothing', async () => {
    const values = { ...attendee(), leave_this_blank: 'robot' }
    const res = await t.request(webinarPath(upcoming), post(values))
    expect(res.status).toBe(302)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await leadRows('webinar', values.email)).toHaveLength(0)
  })

  it('is filled in from a signed-in reader’s profile', async () => {
    const email = newEmail()
    const password = 'long enough secret phrase'
    expect((await t.request('/register', post({ firstname: 'Grace', lastname: 'Hopper', company: 'Navy', email, password }))).status).toBe(302)
    const signIn = await t.request('/login', post({ email, password, redirectTo: '/' }))
    const html = await get(webinarPath(upcoming), cookieOf(signIn))
    expect(html).toMatch(/name="first_name"[^>]*value="Grace"|value="Grace"[^>]*name="first_name"/)
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${email}"|value="${email}"[^>]*name="email"`))
  })

  it('unlocks a recording for a signed-in reader on every device, by their account', async () => {
    const email = newEmail()
    const password = 'long enough secret phrase'
    expect((await t.request('/register', post({ firstname: 'Grace', email, password }))).status).toBe(302)
    const session = cookieOf(await t.request('/login', post({ email, password, redirectTo: '/' })))
    expect((await t.request(webinarPath(past), post(attendee(email), { Cookie: session }))).status).toBe(302)
    const [row] = await leadRows('webinar', email)
    expect(row!.userId).not.toBeNull()
    // Only the session, not the access cookie the answer set: the account remembers the registration.
    expect(await get(webinarPath(past), session)).toContain(`href="https://www.youtube.com/watch?v=${past.acf.recording_video_id}"`)
  })

  it('says so when registration is closed, and refuses a post with 409', async () => {
    expect(await get(webinarPath(closed))).toContain('Registration for this webinar is closed.')
    const res = await t.request(webinarPath(closed), post(attendee()))
    expect(res.status).toBe(409)
  })
})

describe('the recording of a held webinar', () => {
  it('is shown only after registering', async () => {
    const before = await get(webinarPath(past))
    expect(before).toContain('Register to watch the recording')
    expect(before).not.toContain(past.acf.recording_video_id)
    expect(jsonLdOf(before).some((item) => item['@type'] === 'VideoObject')).toBe(false)
    const res = await t.request(webinarPath(past), post(attendee()))
    expect(res.status).toBe(302)
    const after = await get(webinarPath(past), cookieOf(res))
    expect(after).toContain(`href="https://www.youtube.com/watch?v=${past.acf.recording_video_id}"`)
    expect(jsonLdOf(after).some((item) => item['@type'] === 'VideoObject')).toBe(true)
    expect(after).not.toContain('Register to watch the recording')
  })
})

describe('the media kit', () => {
  const buyer = (email = newEmail()) => ({ firstname: 'Grace', lastname: 'Hopper', email, company: 'Compiler Co', phone_number: '(555) 010-2030', interest: 'Webinars' })

  it.each(['/advertising/media-kit', '/advertising/mediakit'])('%s shows the page and the request form, not the kit', async (path) => {
    const html = await get(path)
    expect(titleOf(html)).toBe('Media Kit / Quota')
    expect(html).toContain('Request the media kit')
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*name="phone_number"|<input[^>]*name="phone_number"[^>]*type="tel"/)
    expect(html).not.toContain('$9,800')
  })

  it("answers bad input with 400 and the spec's messages", async () => {
    const res = await t.request('/advertising/media-kit', post({ firstname: '', lastname: 'H', email: 'grace@', company: 'C'.repeat(100), phone_number: '12' }))
    expect(res.status).toBe(400)
    const html = await res.text()
    for (const message of ['Required', 'Invalid email', 'Must be less than 100 characters', 'Invalid phone number']) expect(html).toContain(message)
  })

  it('stores the request with the phone as digits and reveals the kit', async () => {
    const values = buyer()
    const res = await t.request('/advertising/mediakit', post(values))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/advertising/mediakit#media-kit')
    const [row] = await leadRows('mediakit', values.email)
    expect(row).toMatchObject({ phone: '5550102030', company: 'Compiler Co', answers: { interest: 'Webinars' } })
    const html = await get('/advertising/media-kit', cookieOf(res))
    expect(html).toContain('Your media kit')
    expect(html).toContain('$9,800')
    expect(html).not.toContain('name="phone_number"')
  })

  it("past the network's free share, answers 429 with Retry-After and the reason on the form, and takes the form with a proof of work", async () => {
    const network = { 'X-Forwarded-For': '10.6.200.1' }
    for (let i = 0; i < 21; i++) expect((await t.request('/advertising/media-kit', post(buyer(), network))).status).toBe(302)
    await spendFreeShare(t.database.db, 'lead:mediakit', '10.6.200.1')
    const refused = await t.request('/advertising/media-kit', post(buyer(), network))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('quick automatic check that you are a person')
    expect(html).toContain('class="network-check"')
    expect((await t.request('/advertising/media-kit', post({ ...buyer(), altcha: await proofFrom(t) }, network))).status).toBe(302)
  })
})
