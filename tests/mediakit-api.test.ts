import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import { withMailedApp } from '#tests/utils/mailed-app.ts'
import { createTestApp } from '#tests/utils/test-app.ts'

/** POST /api/mediakit (spec §7: the form, phone_number as a string of digits) on the real app, mail caught by a real SMTP server. */
let ipCounter = 0
const newIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let emailCounter = 0
const newEmail = () => `buyer${++emailCounter}.${Date.now()}@example.com`
const SALES = 'ads-team@example.com'
// The mail of a request is a job: the workers run, as the server's do.
const { t, smtp } = withMailedApp({ SALES_EMAIL: SALES })

async function requestKit(body: unknown, { ip = newIp(), raw, headers = {} }: { ip?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const res = await t.request('/api/mediakit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
    body: raw ?? JSON.stringify(body),
  })
  const text = await res.text()
  return { res, status: res.status, body: text ? JSON.parse(text) : null }
}

const form = (email = newEmail()) => ({
  firstname: 'Grace',
  lastname: 'Hopper',
  email,
  company: 'Compiler Co',
  job_title: 'CMO',
  phone_number: '5550102030',
  interest: 'Webinars',
  message: 'A launch in Q3',
})
const rowsFor = (email: string) =>
  t.database.db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, 'mediakit'), eq(leads.email, email.toLowerCase())))

describe('POST /api/mediakit', () => {
  it('stores the request, answers the kit, mails the sales team and the requester', async () => {
    const values = form()
    const { status, body } = await requestKit(values)
    expect(status).toBe(200)
    expect(body.received).toBe(true)
    expect(body.kit.rates.length).toBeGreaterThan(0)
    expect(body.kit.audience.length).toBeGreaterThan(0)
    expect(body.kit.contact).toBe(SALES)
    const [row] = await rowsFor(values.email)
    expect(row).toMatchObject({ target: 'media-kit', firstname: 'Grace', company: 'Compiler Co', jobTitle: 'CMO', phone: '5550102030', answers: { interest: 'Webinars', message: 'A launch in Q3' } })
    const sales = await smtp.waitFor(SALES, /^Media kit request: Compiler Co$/)
    expect(sales.text).toContain(values.email)
    expect(sales.text).toContain('Phone: 5550102030')
    expect((await smtp.waitFor(values.email, /media kit$/)).text).toContain('/advertising/media-kit')
  })

  it('keeps only the digits of a formatted phone number', async () => {
    const values = { ...form(), phone_number: '(555) 010-2030' }
    expect((await requestKit(values)).status).toBe(200)
    expect((await rowsFor(values.email))[0]!.phone).toBe('5550102030')
  })

  it('answers a retry the same way and keeps one row', async () => {
    const values = form()
    const first = await requestKit(values)
    const again = await requestKit({ ...values, email: ` ${values.email.toUpperCase()} ` })
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    const rows = await rowsFor(values.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.submissions).toBe(2)
  })

  it('ignores fields the form does not define', async () => {
    const values = { ...form(), userId: 1, access_hash: 'x', mailStatus: 'sent' }
    expect((await requestKit(values)).status).toBe(200)
    const [row] = await rowsFor(values.email)
    expect(row).toMatchObject({ userId: null, answers: { interest: 'Webinars', message: 'A launch in Q3' } })
  })

  it.each([
    [{ firstname: '' }, 'firstname', 'Required'],
    [{ lastname: undefined }, 'lastname', 'Required'],
    [{ email: 'grace@' }, 'email', 'Invalid email'],
    [{ company: 'C'.repeat(100) }, 'company', 'Must be less than 100 characters'],
    [{ phone_number: undefined }, 'phone_number', 'Required'],
    [{ phone_number: '555-01' }, 'phone_number', 'Invalid phone number'],
    [{ phone_number: 5550102030 }, 'phone_number', 'Must be text'],
    [{ interest: 'Skywriting' }, 'interest', 'is not included in the list'],
    [{ message: 'm'.repeat(2000) }, 'message', 'Must be less than 2000 characters'],
  ])('refuses %o with %s: %s, storing nothing', async (change, field, message) => {
    const values = { ...form(), ...change }
    const { status, body } = await requestKit(values)
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields[field]).toBe(message)
    if (typeof values.email === 'string') expect(await rowsFor(values.email)).toHaveLength(0)
  })

  it('refuses a body that is not an object of fields', async () => {
    for (const body of [[], 'kit please', 42, null]) {
      const { status, body: answer } = await requestKit(body)
      expect(status).toBe(400)
      expect(answer.error.code).toBe('validation_failed')
    }
  })

  it('never answers 5xx, whatever the body', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }))
    const body = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom('firstname', 'lastname', 'email', 'company', 'phone_number', 'interest', 'message', '__proto__'), value))
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const { status } = await requestKit(input, { raw: JSON.stringify(input) ?? 'null' })
        expect(status).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })

  it('is described in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths['/mediakit'].post.responses)).toEqual(expect.arrayContaining(['200', '400', '429', '503']))
    expect(doc.components.schemas.MediaKitRequest.example).toMatchObject({ phone_number: '5550102030' })
  })
})

describe('when mail cannot be sent', () => {
  it('keeps the request and records the failure', async () => {
    const broken = await createTestApp({ envVars: { SMTP_URL: 'smtp://127.0.0.1:9' } })
    try {
      await broken.app.jobs?.start({ work: true })
      const values = form()
      const res = await broken.request('/api/mediakit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) })
      expect(res.status).toBe(200)
      const stored = () => broken.database.db.select().from(leads).where(eq(leads.email, values.email))
      expect(await stored()).toHaveLength(1)
      await expect.poll(async () => (await stored())[0], { timeout: 10_000 }).toMatchObject({ mailStatus: 'failed', mailAttempts: 2 })
    } finally {
      await broken.close()
    }
  })
})
