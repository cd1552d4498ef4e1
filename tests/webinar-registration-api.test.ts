import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import { withMailedApp } from '#tests/utils/mailed-app.ts'
import { createTestApp } from '#tests/utils/test-app.ts'
import { registrationWebinars, type WpWebinar } from '#tests/utils/webinar-fixtures.ts'
import { proofFrom, spendFreeShare } from '#tests/utils/proof-of-work.ts'

/**
 * POST /api/webinars/register/{webinarId} (spec §7) on the real app over a fresh database, with
 * mail caught by a real SMTP server: what is stored, what is mailed, and every refusal.
 */
// The confirmation is a job: the workers run, as the server's do.
const { t, smtp } = withMailedApp()
let upcoming: WpWebinar
let closed: WpWebinar
let past: WpWebinar
let ipCounter = 0
/** Each test speaks from its own address, so the per-network limit of one test does not touch another. */
const newIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let emailCounter = 0
const newEmail = () => `attendee${++emailCounter}.${Date.now()}@example.com`

beforeAll(async () => {
  ;({ upcoming, closed, past } = await registrationWebinars(t))
})

async function register(webinarId: number | string, body: unknown, { ip = newIp(), raw, headers = {} }: { ip?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const res = await t.request(`/api/webinars/register/${webinarId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
    body: raw ?? JSON.stringify(body),
  })
  const text = await res.text()
  return { res, status: res.status, body: text ? JSON.parse(text) : null }
}

/** Every field a demo form may ask for; the ones a webinar's form lacks are ignored. */
const form = (email = newEmail()) => ({ first_name: 'Ada', last_name: 'Byron', email, company: 'Analytical Engines', job_title: 'CRO', team_size: '11-50', consent: true })
const payload = (webinar: WpWebinar, values: Record<string, unknown> = form()) => ({ form: values, webinarId: webinar.id, upcomingWebinar: true, title: webinar.title.rendered })
const rowsFor = (webinar: WpWebinar, email: string) =>
  t.database.db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, 'webinar'), eq(leads.target, String(webinar.id)), eq(leads.email, email.toLowerCase())))

describe('POST /api/webinars/register/{webinarId}', () => {
  it('stores the registration, answers 200 and mails a confirmation with a calendar invitation', async () => {
    const values = form()
    const { status, body, res } = await register(upcoming.id, payload(upcoming, values))
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({ registered: true, webinarId: upcoming.id, replayUnlocked: false })
    const [row] = await rowsFor(upcoming, values.email)
    expect(row).toMatchObject({ firstname: 'Ada', lastname: 'Byron', company: 'Analytical Engines', jobTitle: 'CRO', answers: { team_size: '11-50' }, submissions: 1, userId: null })
    expect(Object.keys(row!.answers).every((name) => ['team_size', 'question', 'consent'].includes(name))).toBe(true)
    const mail = await smtp.waitFor(values.email, /^You're registered: /)
    expect(mail.text).toContain(`/webinars/${upcoming.id}/${upcoming.slug}`)
    const invitation = mail.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar')
    expect(invitation?.content.toString()).toContain(`UID:webinar-${upcoming.id}@localhost`)
    await expect.poll(async () => (await rowsFor(upcoming, values.email))[0]!.mailStatus).toBe('sent')
  })

  it('answers a second registration of the same address the same way and keeps one row', async () => {
    const values = form()
    const first = await register(upcoming.id, payload(upcoming, values))
    const again = await register(upcoming.id, payload(upcoming, { ...values, email: values.email.toUpperCase(), company: 'Difference Engines' }))
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    const rows = await rowsFor(upcoming, values.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ submissions: 2, company: 'Difference Engines' })
  })

  it('accepts the webinar id as a string, and ignores fields the form does not define', async () => {
    const values = { ...form(), is_admin: true, mail_status: 'sent', access_hash: 'x' }
    const { status } = await register(upcoming.id, { ...payload(upcoming, values), webinarId: String(upcoming.id) })
    expect(status).toBe(200)
    const [row] = await rowsFor(upcoming, values.email)
    expect(row!.answers).toMatchObject({ team_size: '11-50' })
    expect(row!.answers).not.toHaveProperty('is_admin')
    expect(row!.accessHash).not.toBe('x')
  })

  it('unlocks the recording of a held webinar and mails its link', async () => {
    const values = form()
    const { status, body } = await register(past.id, payload(past, values))
    expect(status).toBe(200)
    expect(body).toEqual({ registered: true, webinarId: past.id, replayUnlocked: true })
    const mail = await smtp.waitFor(values.email, /^Your recording: /)
    expect(mail.text).toContain(`/webinars/${past.id}/${past.slug}`)
    expect(mail.parsed.attachments).toHaveLength(0)
  })

  it.each([
    [{ first_name: '' }, 'form.first_name', 'Required'],
    [{ email: undefined }, 'form.email', 'Required'],
    [{ email: 'not-an-email' }, 'form.email', 'Invalid email'],
    [{ company: 'C'.repeat(100) }, 'form.company', 'Must be less than 100 characters'],
    [{ team_size: '5000+' }, 'form.team_size', 'is not included in the list'],
    [{ last_name: 42 }, 'form.last_name', 'Must be text'],
    [{ consent: undefined }, 'form.consent', 'must be accepted'],
  ])('refuses %o with %s: %s, storing nothing', async (change, field, message) => {
    const values = { ...form(), ...change }
    const { status, body } = await register(upcoming.id, payload(upcoming, values))
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields[field]).toBe(message)
    if (typeof values.email === 'string') expect(await rowsFor(upcoming, values.email)).toHaveLength(0)
  })

  it('refuses a body without a form, or for another webinar than the address', async () => {
    const missing = await register(upcoming.id, { webinarId: upcoming.id })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.form).toBe('Required')
    const other = await register(upcoming.id, { ...payload(upcoming), webinarId: past.id })
    expect(other.status).toBe(400)
    expect(other.body.error.fields.webinarId).toBe('Does not match the address')
  })

  it('is a 404 for an unknown webinar and a 400 for a malformed id', async () => {
    const unknown = await register(999999, { ...payload(upcoming), webinarId: 999999 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('not_found')
    expect((await register('abc', payload(upcoming))).status).toBe(400)
  })

  it('is a 409 when registration is closed', async () => {
    const values = form()
    const { status, body } = await register(closed.id, payload(closed, values))
    expect(status).toBe(409)
    expect(body.error).toEqual({ code: 'conflict', message: 'Registration for this webinar is closed' })
    expect(await rowsFor(closed, values.email)).toHaveLength(0)
  })

  it('answers invalid JSON with 400 and other content types with 415', async () => {
    expect((await register(upcoming.id, null, { raw: '{"form": ' })).body.error.code).toBe('invalid_json')
    expect((await register(upcoming.id, null, { raw: 'form=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(415)
  })

  it('never answers 5xx, whatever the body', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string()))
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          form: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom('first_name', 'last_name', 'email', 'company', 'team_size', '__proto__', 'constructor'), value)),
          webinarId: fc.oneof(fc.constant(upcoming.id), fc.anything()),
          upcomingWebinar: fc.anything(),
          title: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const { status } = await register(upcoming.id, input, { raw: JSON.stringify(input) ?? 'null' })
        expect(status).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })

  it('takes more than 20 registrations an hour from one network (an office), then asks for a proof of work', async () => {
    const ip = newIp()
    for (let i = 0; i < 25; i++) expect((await register(upcoming.id, payload(upcoming), { ip })).status).toBe(200)
    await spendFreeShare(t.database.db, 'lead:webinar', ip)
    const limited = await register(upcoming.id, payload(upcoming), { ip })
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'challenge_required' } } })
    expect(limited.res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await register(upcoming.id, payload(upcoming), { ip, headers: { 'X-Altcha': await proofFrom(t) } })).status).toBe(200)
  })

  it('is described in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    const operation = doc.paths['/webinars/register/{webinarId}'].post
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '409', '429', '503']))
    expect(doc.components.schemas.WebinarRegistrationRequest.properties.form.example).toMatchObject({ email: 'ada@example.com' })
  })
})

describe('when mail cannot be sent', () => {
  it('keeps the registration and records the failure', async () => {
    const broken = await createTestApp({ envVars: { SMTP_URL: 'smtp://127.0.0.1:9', TRUST_PROXY: 'true' } })
    try {
      await broken.app.jobs?.start({ work: true })
      const email = newEmail()
      const res = await broken.request(`/api/webinars/register/${upcoming.id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload(upcoming, form(email))),
      })
      expect(res.status).toBe(200)
      const stored = () => broken.database.db.select().from(leads).where(eq(leads.email, email))
      expect(await stored()).toHaveLength(1)
      await expect.poll(async () => (await stored())[0]!.mailStatus, { timeout: 10_000 }).toBe('failed')
    } finally {
      await broken.close()
    }
  })
})
