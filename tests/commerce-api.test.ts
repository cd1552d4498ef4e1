import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { magazineSubscriptions, promoCodes, users } from '#db/schema/index.ts'
import { SESSION_COOKIE } from '#server/middleware/session-cookie.ts'
import type { ChargeRequest, PaymentGateway } from '#server/services/commerce/payments/gateway.ts'
import { createTestGateway, DECLINED_TEST_CARD } from '#server/services/commerce/payments/test-gateway.ts'
import { startSmtpCatcher, type SmtpCatcher } from '#tests/utils/smtp-catcher.ts'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { proofFrom, spendFreeShare } from '#tests/utils/proof-of-work.ts'

/** The built-in gateway, counting what reaches it: a retry must never become a second charge. */
function countingGateway() {
  const inner = createTestGateway()
  const gateway = {
    calls: 0,
    get approved() {
      return inner.charges
    },
    charge(request: ChargeRequest) {
      gateway.calls++
      return inner.charge(request)
    },
  }
  return gateway
}

let t: TestApp
let smtp: SmtpCatcher
const gateway = countingGateway()
let ipCounter = 0
const newIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let idCounter = 0
const newSubmissionId = () => `test-submission-${Date.now()}-${++idCounter}`
const newEmail = () => `buyer${++idCounter}.${Date.now()}@example.com`

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ envVars: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' }, paymentGateway: gateway })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

async function post(app: TestApp, path: string, body: unknown, { ip = newIp(), raw, headers = {} }: { ip?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const res = await app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, 'Content-Type': 'application/json', ...headers },
    body: raw ?? JSON.stringify(body),
  })
  const text = await res.text()
  return { res, status: res.status, body: text ? JSON.parse(text) : null }
}

const nextYear = String(new Date().getUTCFullYear() + 1)
const order = (overrides: Record<string, unknown> = {}) => ({
  submissionId: newSubmissionId(),
  planId: 'print-digital',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: newEmail(),
  company: 'Analytical Engines',
  address1: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
  cardNumber: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: nextYear,
  cvc: '123',
  cardPostalCode: 'SW1Y 4JH',
  ...overrides,
})

const orderRows = (email: string) => t.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.email, email))
const usesOf = async (code: string) => (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.uses

describe('POST /api/promocode/validate', () => {
  it('answers a valid percentage code with the discounted price of every plan', async () => {
    const { status, body } = await post(t, '/promocode/validate', { promoCode: ' welcome20 ' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ promoCode: 'WELCOME20', discount: { percent: 20 }, planIds: ['digital', 'print-digital', 'team'] })
    expect(body.prices).toContainEqual({ planId: 'print-digital', listPriceCents: 4900, discountCents: 980, amountCents: 3920 })
  })

  it('answers a fixed-amount code for the plan it is restricted to', async () => {
    const { status, body } = await post(t, '/promocode/validate', { promoCode: 'SPRING26', planId: 'print-digital' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ discount: { cents: 1500 }, planIds: ['print-digital'], prices: [{ planId: 'print-digital', amountCents: 3400 }] })
  })

  it('refuses a code for a plan it does not cover', async () => {
    const { status, body } = await post(t, '/promocode/validate', { promoCode: 'SPRING26', planId: 'digital' })
    expect(status).toBe(422)
    expect(body.error).toMatchObject({ code: 'promo_not_eligible', fields: { promoCode: 'This promo code does not apply to the Digital plan' } })
  })

  it.each([
    ['an unknown code', 'NO-SUCH-CODE', 404, 'not_found', 'This promo code is not valid or has expired'],
    ['an expired code (the same answer: codes cannot be discovered)', 'WINTER25', 404, 'not_found', 'This promo code is not valid or has expired'],
    ['an exhausted code', 'FOUNDERS', 422, 'promo_exhausted', 'This promo code has been used up'],
  ])('refuses %s', async (_label, promoCode, status, code, message) => {
    const res = await post(t, '/promocode/validate', { promoCode })
    expect(res.status).toBe(status)
    expect(res.body.error).toMatchObject({ code, fields: { promoCode: message } })
  })

  it.each([
    [{}, 'promoCode', 'Required'],
    [{ promoCode: '   ' }, 'promoCode', 'Required'],
    [{ promoCode: 'X'.repeat(40) }, 'promoCode', 'Must be less than 40 characters'],
    [{ promoCode: 'WELCOME20', planId: 'gold' }, 'planId', 'Choose a plan'],
  ])('answers 400 with the field message for %j', async (body, field, message) => {
    const res = await post(t, '/promocode/validate', body)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation_failed')
    expect(res.body.error.fields[field]).toBe(message)
  })

  it('counts checks per network: over its free share, 429 challenge_required until a solved proof of work comes along', async () => {
    const ip = newIp()
    for (let i = 0; i < 12; i++) expect((await post(t, '/promocode/validate', { promoCode: `GUESS${i}` }, { ip })).status).toBe(404)
    await spendFreeShare(t.database.db, 'promo', ip)
    const res = await post(t, '/promocode/validate', { promoCode: 'WELCOME20' }, { ip })
    expect(res).toMatchObject({ status: 429, body: { error: { code: 'challenge_required' } } })
    expect(Number(res.res.headers.get('Retry-After'))).toBeGreaterThan(0)
    const proof = await proofFrom(t)
    expect((await post(t, '/promocode/validate', { promoCode: 'WELCOME20' }, { ip, headers: { 'X-Altcha': proof } })).status).toBe(200)
    expect((await post(t, '/promocode/validate', { promoCode: 'WELCOME20' }, { ip, headers: { 'X-Altcha': proof } })).status).toBe(429)
  })
})

describe('POST /api/subscriptions/subscribe', () => {
  it('stores the order, charges the card once, answers 201 and mails a receipt', async () => {
    const body = order()
    const before = gateway.approved
    const res = await post(t, '/subscriptions/subscribe', body)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'paid', planId: 'print-digital', amountCents: 4900, currency: 'USD', cardBrand: 'Visa', cardLast4: '4242', promoCode: null })
    expect(gateway.approved).toBe(before + 1)
    const mail = await smtp.waitFor(body.email, /magazine subscription/)
    expect(mail.text).toContain('Visa ending in 4242')
    await expect.poll(async () => (await orderRows(body.email))[0]?.mailStatus).toBe('sent')
    const [row] = await orderRows(body.email)
    expect(row).toMatchObject({ status: 'paid', listPriceCents: 4900, amountCents: 4900, country: 'GB', gatewayReference: expect.stringMatching(/^test_/) })
  })

  it('applies a promo code and takes one of its uses', async () => {
    const before = await usesOf('SPRING26')
    const res = await post(t, '/subscriptions/subscribe', order({ promoCode: 'spring26' }))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ promoCode: 'SPRING26', listPriceCents: 4900, amountCents: 3400 })
    expect(await usesOf('SPRING26')).toBe(before + 1)
  })

  it('answers a retried submission with the stored order: one row, one charge, one use', async () => {
    const body = order({ promoCode: 'WELCOME20', planId: 'team' })
    const uses = await usesOf('WELCOME20')
    const first = await post(t, '/subscriptions/subscribe', body)
    const calls = gateway.calls
    const again = await post(t, '/subscriptions/subscribe', body)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(first.body.amountCents).toBe(39900 - 7980)
    expect(gateway.calls).toBe(calls)
    expect(await orderRows(body.email)).toHaveLength(1)
    expect(await usesOf('WELCOME20')).toBe(uses + 1)
  })

  it('stores one order when the same submission arrives twice at once', async () => {
    const body = order()
    const answers = await Promise.all([post(t, '/subscriptions/subscribe', body), post(t, '/subscriptions/subscribe', body)])
    expect(answers.map((a) => a.status).sort()).toContain(201)
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status)
    expect(await orderRows(body.email)).toHaveLength(1)
  })

  it('refuses to reuse a submissionId for another buyer', async () => {
    const body = order()
    expect((await post(t, '/subscriptions/subscribe', body)).status).toBe(201)
    const res = await post(t, '/subscriptions/subscribe', { ...body, email: newEmail() })
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('conflict')
  })

  it('declines the decline test card with 402 on the card number, keeps the order and gives the promo use back', async () => {
    const body = order({ cardNumber: DECLINED_TEST_CARD, promoCode: 'WELCOME20' })
    const uses = await usesOf('WELCOME20')
    const res = await post(t, '/subscriptions/subscribe', body)
    expect(res.status).toBe(402)
    expect(res.body.error).toMatchObject({ code: 'payment_declined', fields: { cardNumber: 'Your card was declined. Please try another card.' } })
    const [row] = await orderRows(body.email)
    expect(row).toMatchObject({ status: 'declined', declineReason: 'card_declined', cardLast4: '0002' })
    expect(await usesOf('WELCOME20')).toBe(uses)
    // The same submission again: the stored outcome, not a second attempt.
    const calls = gateway.calls
    expect((await post(t, '/subscriptions/subscribe', body)).status).toBe(402)
    expect(gateway.calls).toBe(calls)
    // A new submission with another card goes through.
    expect((await post(t, '/subscriptions/subscribe', { ...body, submissionId: newSubmissionId(), cardNumber: '5555555555554444' })).status).toBe(201)
  })

  it.each([
    ['an unknown', 'NOPE-NOPE', 404, 'not_found'],
    ['an expired', 'WINTER25', 404, 'not_found'],
    ['an exhausted', 'FOUNDERS', 422, 'promo_exhausted'],
    ['another plan’s', 'SPRING26', 422, 'promo_not_eligible'],
  ])('refuses %s promo code on the promoCode field, charging nothing', async (_label, promoCode, status, code) => {
    const body = order({ promoCode, planId: 'digital' })
    const calls = gateway.calls
    const res = await post(t, '/subscriptions/subscribe', body)
    expect(res.status).toBe(status)
    expect(res.body.error.code).toBe(code)
    expect(res.body.error.fields.promoCode).toBeTruthy()
    expect(gateway.calls).toBe(calls)
  })

  const REQUIRED = ['submissionId', 'planId', 'firstname', 'lastname', 'email', 'address1', 'city', 'postalCode', 'country', 'cardNumber', 'expMonth', 'expYear', 'cvc', 'cardPostalCode']
  it.each(REQUIRED)('answers 400 when %s is missing', async (field) => {
    const body: Record<string, unknown> = order()
    delete body[field]
    const res = await post(t, '/subscriptions/subscribe', body)
    expect(res.status).toBe(400)
    expect(res.body.error.fields[field]).toBe(field === 'planId' ? 'Choose a plan' : 'Required')
  })

  it.each([
    [{ email: 'ada@' }, 'email', 'Invalid email'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Invalid credit card number'],
    [{ cardNumber: '1234-5678' }, 'cardNumber', 'Invalid credit card number'],
    [{ postalCode: '12' }, 'postalCode', 'Invalid zipcode'],
    [{ cardPostalCode: 'x' }, 'cardPostalCode', 'Invalid zipcode'],
    [{ country: 'GBR' }, 'country', 'Must be 2 characters'],
    [{ country: 'ZZ' }, 'country', 'We do not post to that country yet'],
    [{ cvc: '12' }, 'cvc', 'Must be 3 characters'],
    [{ cardNumber: '378282246310005', cvc: '123' }, 'cvc', 'Must be 4 characters'],
    [{ firstname: 'A'.repeat(100) }, 'firstname', 'Must be less than 100 characters'],
    [{ address1: 'A'.repeat(200) }, 'address1', 'Must be less than 200 characters'],
    [{ expMonth: '13' }, 'expMonth', 'Invalid expiry date'],
    [{ expYear: '1999' }, 'expYear', 'Invalid expiry date'],
    [{ expMonth: '1', expYear: String(new Date().getUTCFullYear() - 1) }, 'expYear', 'Invalid expiry date'],
    [{ planId: 'gold' }, 'planId', 'Choose a plan'],
    [{ submissionId: 'short' }, 'submissionId', 'Reload the page and submit again'],
    [{ promoCode: 'P'.repeat(41) }, 'promoCode', 'Must be less than 40 characters'],
    [{ firstname: 42 }, 'firstname', 'Required'],
  ])('answers 400 for %j', async (overrides, field, message) => {
    const res = await post(t, '/subscriptions/subscribe', order(overrides))
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation_failed')
    expect(res.body.error.fields[field]).toBe(message)
  })

  it('answers malformed JSON with 400 and other content types with 415', async () => {
    expect((await post(t, '/subscriptions/subscribe', null, { raw: '{"planId": ' })).body.error.code).toBe('invalid_json')
    const res = await t.request('/api/subscriptions/subscribe', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'planId=digital' })
    expect(res.status).toBe(415)
  })

  it('answers any JSON body below 500, and never with a success (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/subscriptions/subscribe', '/promocode/validate'),
        fc.oneof(fc.anything(), fc.record({ promoCode: fc.anything(), planId: fc.anything() }), fc.dictionary(fc.constantFrom(...REQUIRED), fc.anything())),
        async (path, value) => {
          const { status } = await post(t, path, null, { raw: JSON.stringify(value) ?? 'null' })
          return status >= 400 && status < 500
        },
      ),
      { numRuns: 80 },
    )
  })

  it('keeps each field of a well-formed order within 4xx whatever its text (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REQUIRED, 'promoCode', 'company'), fc.string({ maxLength: 300 }), async (field, value) => {
        const { status } = await post(t, '/subscriptions/subscribe', order({ [field]: value }))
        return status < 500
      }),
      { numRuns: 60 },
    )
  })

  it('never stores or logs the card number or security code', async () => {
    const amex = '378282246310005'
    const body = order({ cardNumber: amex, cvc: '9876' })
    const declined = order({ cardNumber: DECLINED_TEST_CARD })
    expect((await post(t, '/subscriptions/subscribe', body)).status).toBe(201)
    expect((await post(t, '/subscriptions/subscribe', declined)).status).toBe(402)
    // Only this test's rows: other tests' random ids and strings may contain '9876' by chance.
    const stored = JSON.stringify([...(await orderRows(body.email)), ...(await orderRows(declined.email))])
    const logged = JSON.stringify(t.logs)
    for (const secret of [amex, '4242424242424242', '4242 4242 4242 4242', DECLINED_TEST_CARD]) {
      expect(stored).not.toContain(secret)
      expect(logged).not.toContain(secret)
    }
    // As a word, once random ids are gone: a UUID or message id may hold the four digits.
    const withoutIds = (text: string) => text.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/gi, '<id>')
    expect(withoutIds(stored)).not.toMatch(/\b9876\b/)
    expect(withoutIds(logged)).not.toMatch(/\b9876\b/)
    expect(stored).toContain('American Express')
  })
})

describe('failures after the order is stored', () => {
  it('keeps the order pending when the gateway is down, answers 503, and finishes it on retry', async () => {
    const working = createTestGateway()
    let down = true
    const flaky: PaymentGateway = {
      charge: (request) => (down ? Promise.reject(new Error(`connect ECONNREFUSED while charging ${request.card.number}`)) : working.charge(request)),
    }
    const app = await createTestApp({ envVars: { TRUST_PROXY: 'true' }, paymentGateway: flaky })
    try {
      const body = order({ promoCode: 'WELCOME20' })
      const uses = async () => (await app.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME20')))[0]!.uses
      const before = await uses()
      const res = await post(app, '/subscriptions/subscribe', body)
      expect(res.status).toBe(503)
      expect(res.body.error.code).toBe('payment_unavailable')
      expect(res.res.headers.get('Retry-After')).toBe('5')
      const rows = () => app.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.email, body.email))
      expect((await rows())[0]).toMatchObject({ status: 'pending' })
      expect(await uses()).toBe(before)
      expect(JSON.stringify(app.logs)).not.toContain('4242424242424242')

      down = false
      const retry = await post(app, '/subscriptions/subscribe', body)
      expect(retry.status).toBe(200)
      expect(retry.body).toMatchObject({ status: 'paid', promoCode: 'WELCOME20', amountCents: 3920 })
      expect(await rows()).toHaveLength(1)
      expect((await rows())[0]!.status).toBe('paid')
      expect(await uses()).toBe(before + 1)
      expect(working.charges).toBe(1)
    } finally {
      await app.close()
    }
  })

  it('a mail failure never fails the order: it is paid and the mail recorded as failed', async () => {
    const app = await createTestApp({
      envVars: { TRUST_PROXY: 'true' },
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    })
    try {
      const body = order()
      const res = await post(app, '/subscriptions/subscribe', body)
      expect(res.status).toBe(201)
      const row = async () => (await app.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.email, body.email)))[0]
      await expect.poll(async () => (await row())?.mailStatus).toBe('failed')
      expect((await row())?.status).toBe('paid')
    } finally {
      await app.close()
    }
  })
})

describe('the order form page (/magazine/subscribe/)', () => {
  it('prefills a signed-in reader, and its action orders with the same services and keeps the card out of the page', async () => {
    const email = newEmail()
    const password = 'magazine reader passphrase 7'
    expect((await post(t, '/user', { email, password, firstname: 'Ada', lastname: 'Byron', company: 'Engines Ltd' })).status).toBe(201)
    const { body } = await post(t, '/token', { email, password })
    const cookie = `${SESSION_COOKIE}=${body.token}`
    const html = await (await t.request('/magazine/subscribe/TEAM', { headers: { Cookie: cookie } })).text()
    expect(html).toMatch(/name="firstname" value="Ada"/)
    expect(html).toMatch(/name="company" value="Engines Ltd"/)
    expect(html).toContain(`value="${email}"`)
    const submissionId = /name="submissionId" value="([^"]+)"/.exec(html)![1]!

    const form = (fields: Record<string, string>) =>
      t.request('/magazine/subscribe/TEAM', {
        method: 'POST',
        headers: { Cookie: cookie, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': newIp() },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      })
    const fields = Object.fromEntries(Object.entries(order({ submissionId, email, planId: 'team', cardNumber: '4000000000000002' })).map(([key, value]) => [key, String(value)]))
    const declined = await form({ ...fields, intent: 'subscribe' })
    expect(declined.status).toBe(402)
    const page = await declined.text()
    expect(page).toContain('Your card was declined. Please try another card.')
    expect(page).not.toContain('4000000000000002')
    const fresh = /name="submissionId" value="([^"]+)"/.exec(page)![1]!
    expect(fresh).not.toBe(submissionId)

    const paid = await form({ ...fields, submissionId: fresh, cardNumber: '3566002020360505', intent: 'subscribe' })
    expect(paid.status).toBe(302)
    expect(paid.headers.get('Location')).toBe('/thank-you/magazine/')
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    const rows = await orderRows(email)
    expect(rows.map((row) => [row.status, row.sourceCode, row.userId, row.cardBrand])).toEqual([
      ['declined', 'TEAM', user!.id, 'Visa'],
      ['paid', 'TEAM', user!.id, 'JCB'],
    ])
  })

  it("answers a post that is not a form with the form's messages, never a 5xx", async () => {
    const res = await t.request('/magazine/subscribe/', { method: 'POST', headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' }, body: '{"planId":' })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Required')
  })
})
