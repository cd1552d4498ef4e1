import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import type { Mailer } from '#server/services/mail/mail.ts'
import { TEST_UPLOADS } from './utils/seed-pictures.ts'
import { textOf } from './html.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { createTestApp } from './utils/test-app.ts'
import { proofFrom, spendFreeShare } from '#tests/utils/proof-of-work.ts'

/** The gated page as a browser without JavaScript uses it, the JSON API, and the download route. */
const { t, smtp } = withMailedApp()

const ASSET = 'the-pipeline-coverage-myth'
const PAGE = `/resources/content/${ASSET}/tallyforge`
let n = 0
const newEmail = () => `lead${++n}.${Date.now()}@example.com`
const ip = () => `10.8.${Math.floor(n / 250)}.${n % 250}`

const valid = (email = newEmail()) => ({ firstname: 'Ada', lastname: 'Lovelace', email, company: 'Analytical, Ltd', jobTitle: 'VP Sales', consent: 'on' })

const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip(), ...headers },
  body: new URLSearchParams(body).toString(),
})

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null }
}

const leadRows = (email: string) => t.database.db.select().from(leads).where(eq(leads.email, email))
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? ''

describe('the gated page', () => {
  it('shows the lead form naming the sponsor, and never the file address', async () => {
    const res = await t.request(PAGE)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('The download form opens here soon.')
    expect(html).toContain('Tallyforge may contact me about this resource')
    for (const name of ['firstname', 'lastname', 'email', 'company', 'jobTitle', 'phone', 'companySize', 'consent']) expect(html).toContain(`name="${name}"`)
    expect(html).not.toMatch(/\.pdf/)
  })

  it('answers each bad field with the spec message and status 400, storing nothing', async () => {
    const email = 'not-an-email'
    const res = await t.request(PAGE, form({ ...valid(email), firstname: 'x'.repeat(100), lastname: '', consent: '' }))
    expect(res.status).toBe(400)
    const text = textOf(await res.text())
    expect(text).toContain('Must be less than 100 characters')
    expect(text).toContain('Invalid email')
    expect(text).toContain('Required')
    expect(text).toContain('must be accepted')
    expect(await leadRows(email)).toHaveLength(0)
  })

  it('drops a form whose honeypot was filled in: back to the page, no cookie, nothing stored', async () => {
    const email = newEmail()
    const res = await t.request(PAGE, form({ ...valid(email), leave_this_blank: 'https://spam.example' }))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(PAGE)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await leadRows(email)).toHaveLength(0)
  })

  it('takes a form post: stores the lead with its sponsor, sets the access cookie, shows the link and mails it', async () => {
    const email = newEmail()
    const res = await t.request(PAGE, form({ ...valid(email), companySize: '51-200', phone: '+1 (555) 010-2030' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^quota_access=[A-Za-z0-9_-]+; Path=\/;.*HttpOnly/)
    const html = await res.text()
    const link = /href="(\/resources\/download\/the-pipeline-coverage-myth\?key=[^"]+)"/.exec(html)?.[1]
    expect(link).toBeDefined()
    const [row] = await leadRows(email)
    expect(row).toMatchObject({ kind: 'asset', target: ASSET, sponsor: 'tallyforge', company: 'Analytical, Ltd', phone: '15550102030', answers: { companySize: '51-200', consent: true } })
    const mail = await smtp.waitFor(email, /Your download: The Pipeline Coverage Myth/)
    expect(mail.text).toContain(`http://localhost:3000${link!.replaceAll('&amp;', '&')}`)
    await expect.poll(async () => (await leadRows(email))[0]?.mailStatus).toBe('sent')
  })

  it('a retried post updates the same lead instead of adding one', async () => {
    const email = newEmail()
    expect((await t.request(PAGE, form(valid(email)))).status).toBe(200)
    expect((await t.request(PAGE, form({ ...valid(email), company: 'Retry Inc' }))).status).toBe(200)
    const rows = await leadRows(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ submissions: 2, company: 'Retry Inc' })
  })

  it('shows the download link, not the form, to a browser that already unlocked the asset', async () => {
    const cookie = cookieOf(await t.request(PAGE, form(valid())))
    const res = await t.request(PAGE, { headers: { Cookie: cookie } })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain(`href="/resources/download/${ASSET}"`)
    expect(html).not.toContain('name="firstname"')
  })

  it('prefills the form for a signed-in reader and links the lead to the account', async () => {
    const email = newEmail()
    expect((await api('/user', { email, password: 'quarterly pipeline review 42', firstname: 'Grace', company: 'Navy' })).status).toBe(201)
    const { body } = await api('/token', { email, password: 'quarterly pipeline review 42' })
    const html = await (await t.request(PAGE, { headers: { Authorization: `Bearer ${body!.token}` } })).text()
    expect(html).toMatch(/name="firstname"[^>]*value="Grace"|value="Grace"[^>]*name="firstname"/)
    expect(html).toContain(`value="${email}"`)
  })

  it('keeps the lead when the mail fails after storing it', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) }
    // Its own database: the file's app, whose mail works, must not take this mail's job.
    const broken = await createTestApp({ mailer: failing })
    try {
      await broken.app.jobs?.start({ work: true })
      const email = newEmail()
      const res = await broken.request(PAGE, form(valid(email)))
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('/resources/download/')
      const rows = () => broken.database.db.select().from(leads).where(eq(leads.email, email))
      await expect.poll(async () => (await rows())[0]).toMatchObject({ mailStatus: 'failed', mailAttempts: 1 })
    } finally {
      await broken.close()
    }
  })

  it('answers a body that is not a form like an empty form (400), never 5xx', async () => {
    const res = await t.request(PAGE, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'garbage' })
    expect(res.status).toBe(400)
  })
})

describe('the gated file', () => {
  it('is not in the public uploads folder nor served from it', async () => {
    expect(existsSync(join(TEST_UPLOADS, 'sections/files', `${ASSET}.pdf`))).toBe(false)
    expect((await t.request(`/wp-content/uploads/sections/files/${ASSET}.pdf`)).status).toBe(404)
    expect((await t.request(`/wp-content/private/resources/${ASSET}.pdf`)).status).toBe(404)
  })

  it('is refused without access: 403 with the way to the form; an unknown asset is 404', async () => {
    const res = await t.request(`/resources/download/${ASSET}`)
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(await res.text()).toContain(`href="${PAGE}"`)
    expect((await t.request(`/resources/download/${ASSET}?key=${'x'.repeat(43)}`)).status).toBe(403)
    expect((await t.request('/resources/download/no-such-asset')).status).toBe(404)
    expect((await t.request('/resources/download/..%2F..%2Fetc')).status).toBe(404)
  })

  it('is streamed with the access cookie or the mailed key: attachment, PDF, private no-store', async () => {
    const posted = await t.request(PAGE, form(valid()))
    const key = /\?key=([A-Za-z0-9_-]+)/.exec(await posted.text())?.[1]
    for (const res of [await t.request(`/resources/download/${ASSET}`, { headers: { Cookie: cookieOf(posted) } }), await t.request(`/resources/download/${ASSET}?key=${key}`)]) {
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${ASSET}.pdf"`)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(Buffer.from(await res.arrayBuffer()).toString('latin1', 0, 5)).toBe('%PDF-')
    }
  })

  it('a key stops working once the same address submits again (a new token replaces it)', async () => {
    const email = newEmail()
    const first = /\?key=([A-Za-z0-9_-]+)/.exec(await (await t.request(PAGE, form(valid(email)))).text())?.[1]
    await t.request(PAGE, form(valid(email)))
    expect((await t.request(`/resources/download/${ASSET}?key=${first}`)).status).toBe(403)
  })
})

describe('POST /api/resources/{slug}/leads', () => {
  it('stores the lead and returns the download link, which works', async () => {
    const email = newEmail()
    const { status, body } = await api(`/resources/${ASSET}/leads`, { ...valid(email), consent: true })
    expect(status).toBe(200)
    expect(body!.downloadUrl).toMatch(/^\/resources\/download\/the-pipeline-coverage-myth\?key=[A-Za-z0-9_-]+$/)
    expect((await t.request(body!.downloadUrl)).status).toBe(200)
    expect(await leadRows(email)).toHaveLength(1)
  })

  it.each([
    ['firstname', { firstname: '' }, 'Required'],
    ['lastname', { lastname: undefined }, 'Required'],
    ['email', { email: 'ada@' }, 'Invalid email'],
    ['company', { company: 'x'.repeat(150) }, 'Must be less than 150 characters'],
    ['jobTitle', { jobTitle: '   ' }, 'Required'],
    ['phone', { phone: '1'.repeat(40) }, 'Must be less than 40 characters'],
    ['companySize', { companySize: 'huge' }, 'is not included in the list'],
    ['consent', { consent: false }, 'must be accepted'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const { status, body } = await api(`/resources/${ASSET}/leads`, { ...valid(), consent: true, ...change })
    expect(status).toBe(400)
    expect(body!.error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
  })

  it('a retry returns a working link and keeps one lead', async () => {
    const email = newEmail()
    await api(`/resources/${ASSET}/leads`, { ...valid(email), consent: true })
    const { status } = await api(`/resources/${ASSET}/leads`, { ...valid(email), consent: true })
    expect(status).toBe(200)
    const rows = await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, email), eq(leads.target, ASSET)))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.submissions).toBe(2)
  })

  it('answers 404 for an unknown asset', async () => {
    const { status, body } = await api('/resources/no-such-asset/leads', { ...valid(), consent: true })
    expect(status).toBe(404)
    expect(body!.error.code).toBe('not_found')
    expect((await api('/resources/NOT%20A%20SLUG/leads', { ...valid(), consent: true })).status).toBe(404)
  })

  it('answers 400 or 415 for malformed bodies, never 5xx', async () => {
    expect((await api(`/resources/${ASSET}/leads`, '{"firstname":')).status).toBe(400)
    expect((await api(`/resources/${ASSET}/leads`, 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom('firstname', 'lastname', 'email', 'company', 'jobTitle', 'phone', 'companySize', 'consent'), fc.anything())),
        async (body) => {
          const { status } = await api(`/resources/${ASSET}/leads`, JSON.stringify(body) ?? 'null')
          expect(status).toBeGreaterThanOrEqual(400)
          expect(status).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(doc.paths).toHaveProperty(['/resources/{slug}/leads', 'post'])
  })
})

describe('application forms', () => {
  const NOMINATION = '/resources/content/award-nomination/cro-of-the-year-awards'
  const nomination = (email = newEmail()) => ({ nomineeName: 'Team Blue', nomineeCompany: 'Acme', category: 'Team', reason: 'Doubled pipeline, "fast".', ...valid(email) })

  it('render the form for an award; a list the form does not take, or an unknown one, is 404', async () => {
    const res = await t.request(NOMINATION)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('CRO of the Year Awards')
    expect(html).toContain('name="reason"')
    expect((await t.request('/resources/content/award-nomination/recommended-sales-consultants')).status).toBe(404)
    expect((await t.request('/resources/content/award-nomination/nobody')).status).toBe(404)
    expect((await t.request('/resources/content/consultants-application/recommended-sales-consultants')).status).toBe(200)
  })

  it('store the answers as an application and thank the applicant', async () => {
    const email = newEmail()
    const bad = await t.request(NOMINATION, form({ ...nomination(email), reason: 'x'.repeat(1000), category: '' }))
    expect(bad.status).toBe(400)
    expect(textOf(await bad.text())).toContain('Must be less than 1000 characters')
    const res = await t.request(NOMINATION, form(nomination(email)))
    expect(res.status).toBe(200)
    expect(textOf(await res.text())).toContain('Thank you')
    const [row] = await leadRows(email)
    expect(row).toMatchObject({ kind: 'application', target: 'award-nomination', sponsor: 'cro-of-the-year-awards', answers: { nomineeName: 'Team Blue', category: 'Team' } })
    await smtp.waitFor(email, /We received your submission: CRO of the Year Awards/)
  })
})

describe("a network's share of lead forms (an office or a conference shares one address)", () => {
  const NOMINATION = '/resources/content/award-nomination/cro-of-the-year-awards'
  const nomination = (email = newEmail()) => ({ nomineeName: 'Team Blue', nomineeCompany: 'Acme', category: 'Team', reason: 'Doubled pipeline.', ...valid(email) })

  /**
   * More forms than the old limit of 20 pass; once the network's free share is spent, a post is
   * refused with 429, Retry-After and the reason on the form, storing nothing, until it carries a
   * solved proof of work. Returns the refusal's text.
   */
  async function overShare(path: string, scope: string, body: (email: string) => Record<string, string>, ip: string) {
    const network = { 'X-Forwarded-For': ip }
    for (let i = 0; i < 21; i++) expect((await t.request(path, form(body(newEmail()), network))).status).toBe(200)
    await spendFreeShare(t.database.db, scope, ip)
    const email = newEmail()
    const limited = await t.request(path, form(body(email), network))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await leadRows(email)).toHaveLength(0)
    const checked = await t.request(path, form({ ...body(email), altcha: await proofFrom(t) }, network))
    expect(checked.status).toBe(200)
    expect(await leadRows(email)).toHaveLength(1)
    return textOf(await limited.text())
  }

  it('takes download forms from a busy network, then asks the page and the API for a proof of work', async () => {
    const ip = '10.9.0.1'
    const refusal = await overShare(PAGE, 'lead:asset', valid, ip)
    expect(refusal).toContain('quick automatic check that you are a person')
    expect(refusal).toMatch(/Without JavaScript, please try again in \d+ minutes/)
    const viaApi = await api(`/resources/${ASSET}/leads`, { ...valid(), consent: true }, { 'X-Forwarded-For': ip })
    expect(viaApi).toMatchObject({ status: 429, body: { error: { code: 'challenge_required' } } })
    // Each form kind counts on its own: the same network may still apply.
    expect((await t.request(NOMINATION, form(nomination(), { 'X-Forwarded-For': ip }))).status).toBe(200)
  })

  it('does the same for applications', async () => {
    expect(await overShare(NOMINATION, 'lead:application', nomination, '10.9.0.2')).toContain('quick automatic check')
  })
})

describe('old white paper links', () => {
  it('move to the gated page when the last segment names an asset', async () => {
    const res = await t.request(`/resources/white-papers/2026/${ASSET}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(PAGE)
  })

  it('link the ranked lists and awards to their application form', async () => {
    const lists = await (await t.request('/lists')).text()
    const award = /href="(\/lists\/\d{4}\/cro-of-the-year-awards)"/.exec(lists)?.[1]
    expect(award).toBeDefined()
    expect(await (await t.request(award!)).text()).toContain('href="/resources/content/award-nomination/cro-of-the-year-awards"')
  })
})
