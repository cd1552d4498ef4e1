import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterConfirmations, newsletterSubscriptions, newsletterSuppressions } from '#db/schema/index.ts'
import { hashToken } from '#server/services/accounts/tokens.ts'
import type { SnsMessage } from '#server/services/newsletters/feedback/sns-signature.ts'
import { createSnsStandIn, readBounceFixture, type SnsStandIn } from './utils/sns-signing.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * The bounce and complaint webhooks with the providers' recorded payloads (decision 055): Amazon
 * SES through SNS (signature checked against a certificate made for the test), Postmark (HTTP
 * Basic). Permanent bounces and complaints suppress the address and change its subscription;
 * everything refused is a 4xx; a new confirmed sign-up clears the suppression.
 */
const TOPIC = 'arn:aws:sns:us-east-1:123456789012:quota-ses-feedback'
const POSTMARK_USER = 'postmark'
const POSTMARK_PASSWORD = 'a long webhook password 4242'
let t: TestApp
let sns: SnsStandIn

beforeAll(async () => {
  sns = createSnsStandIn()
  t = await createTestApp({ envVars: { TRUST_PROXY: 'true', SES_SNS_TOPIC_ARNS: TOPIC, POSTMARK_WEBHOOK_USER: POSTMARK_USER, POSTMARK_WEBHOOK_PASSWORD: POSTMARK_PASSWORD }, sns: sns.adapter })
})
afterAll(() => t?.close())

const postSns = (body: string) =>
  t.request('/api/newsletters/bounces/ses', { method: 'POST', headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' }, body })
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
const postPostmark = (body: string, authorization: string | null = basic(POSTMARK_USER, POSTMARK_PASSWORD)) =>
  t.request('/api/newsletters/bounces/postmark', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) }, body })

async function subscriber(email: string) {
  await t.database.db.delete(newsletterSuppressions).where(eq(newsletterSuppressions.email, email))
  await t.database.db
    .insert(newsletterSubscriptions)
    .values({ email, dailyBoost: true, salesDigest: true, status: 'subscribed' })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { dailyBoost: true, salesDigest: true, status: 'subscribed' } })
}
const subscription = async (email: string) => (await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]
const suppression = async (email: string) => (await t.database.db.select().from(newsletterSuppressions).where(eq(newsletterSuppressions.email, email)))[0]

describe('Amazon SES bounces through SNS', () => {
  it('suppresses a permanent bounce and marks the subscription bounced', async () => {
    await subscriber('gone.reader@example.com')
    const res = await postSns(JSON.stringify(sns.signed(readBounceFixture('ses-bounce-permanent.json'))))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ handled: 'bounce:Permanent', suppressed: 1 })
    expect(await suppression('gone.reader@example.com')).toMatchObject({ reason: 'bounce', source: 'ses', detail: 'General: smtp; 550 5.1.1 user unknown' })
    expect(await subscription('gone.reader@example.com')).toMatchObject({ status: 'bounced' })
    // The certificate came only from the SNS address in the message, and is kept for the next one.
    expect(sns.certificateRequests).toEqual([readBounceFixture('ses-bounce-permanent.json').SigningCertURL])
  })

  it('leaves a transient bounce alone', async () => {
    await subscriber('full.mailbox@example.com')
    const res = await postSns(JSON.stringify(sns.signed(readBounceFixture('ses-bounce-transient.json'))))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ handled: 'bounce:Transient', suppressed: 0 })
    expect(await suppression('full.mailbox@example.com')).toBeUndefined()
    expect(await subscription('full.mailbox@example.com')).toMatchObject({ status: 'subscribed', dailyBoost: true })
    expect(sns.certificateRequests).toHaveLength(1)
  })

  it('takes a complaint as an unsubscribe from every newsletter, and suppresses the address', async () => {
    await subscriber('annoyed.reader@example.com')
    const res = await postSns(JSON.stringify(sns.signed(readBounceFixture('ses-complaint.json'))))
    expect(res.status).toBe(200)
    expect(await suppression('annoyed.reader@example.com')).toMatchObject({ reason: 'complaint', source: 'ses', detail: 'abuse' })
    expect(await subscription('annoyed.reader@example.com')).toMatchObject({ status: 'unsubscribed', dailyBoost: false, salesDigest: false, thirdParty: false })
  })

  it('confirms a subscription to a configured topic by its SNS SubscribeURL, and only then', async () => {
    const confirmation = sns.signed(readBounceFixture('sns-subscription-confirmation.json'))
    const res = await postSns(JSON.stringify(confirmation))
    expect(res.status).toBe(200)
    await expect.poll(() => sns.confirmed).toEqual([confirmation.SubscribeURL])
    // A SubscribeURL elsewhere is never fetched, even correctly signed.
    const elsewhere = sns.signed({ ...readBounceFixture('sns-subscription-confirmation.json'), SubscribeURL: 'https://attacker.example/?Action=ConfirmSubscription' })
    expect((await postSns(JSON.stringify(elsewhere))).status).toBe(400)
    expect(sns.confirmed).toHaveLength(1)
  })

  it('refuses an altered message, a certificate from another host, another topic, and what is not SNS, with a 4xx', async () => {
    await subscriber('gone.reader@example.com')
    const signed = sns.signed(readBounceFixture('ses-bounce-permanent.json'))
    const altered = { ...signed, Message: signed.Message.replace('gone.reader@example.com', 'victim@example.com') }
    const wrongHost = sns.signed({ ...readBounceFixture<SnsMessage>('ses-bounce-permanent.json'), SigningCertURL: 'https://sns.us-east-1.amazonaws.com.attacker.example/cert.pem' })
    const httpCert = sns.signed({ ...readBounceFixture<SnsMessage>('ses-bounce-permanent.json'), SigningCertURL: 'http://sns.us-east-1.amazonaws.com/cert.pem' })
    const otherTopic = sns.signed({ ...readBounceFixture<SnsMessage>('ses-bounce-permanent.json'), TopicArn: 'arn:aws:sns:us-east-1:999999999999:someone-else' })
    const unsigned = { ...signed, Signature: '' }
    const withNul = sns.signed({ ...readBounceFixture<SnsMessage>('ses-bounce-permanent.json'), Message: signed.Message.replace('user unknown', 'user\\u0000unknown') })
    const version3 = { ...signed, SignatureVersion: '3' }
    const cases: [string, number][] = [
      [JSON.stringify(altered), 401],
      [JSON.stringify(wrongHost), 401],
      [JSON.stringify(httpCert), 401],
      [JSON.stringify(unsigned), 401],
      [JSON.stringify(version3), 401],
      [JSON.stringify(otherTopic), 403],
      [JSON.stringify(withNul), 400],
      ['{not json', 400],
      [JSON.stringify({ Type: 'Notification' }), 400],
      ['x'.repeat(2 * 1024 * 1024), 413],
    ]
    await t.database.db.delete(newsletterSuppressions)
    for (const [body, status] of cases) expect((await postSns(body)).status, body.slice(0, 120)).toBe(status)
    expect(await t.database.db.select().from(newsletterSuppressions)).toEqual([])
    expect(sns.certificateRequests.some((url) => !url.startsWith('https://sns.us-east-1.amazonaws.com/'))).toBe(false)
  })
})

describe('Postmark bounces and spam complaints', () => {
  it('suppresses a hard bounce and a spam complaint, and leaves a soft bounce', async () => {
    for (const email of ['gone.reader@example.com', 'annoyed.reader@example.com', 'full.mailbox@example.com']) await subscriber(email)
    const hard = await postPostmark(JSON.stringify(readBounceFixture('postmark-bounce.json')))
    expect(hard.status).toBe(200)
    expect(await hard.json()).toEqual({ handled: 'bounce', suppressed: 1 })
    expect(await suppression('gone.reader@example.com')).toMatchObject({ reason: 'bounce', source: 'postmark' })
    expect(await subscription('gone.reader@example.com')).toMatchObject({ status: 'bounced' })

    expect((await postPostmark(JSON.stringify(readBounceFixture('postmark-spam-complaint.json')))).status).toBe(200)
    expect(await suppression('annoyed.reader@example.com')).toMatchObject({ reason: 'complaint', source: 'postmark' })
    expect(await subscription('annoyed.reader@example.com')).toMatchObject({ status: 'unsubscribed', dailyBoost: false })

    const soft = await postPostmark(JSON.stringify(readBounceFixture('postmark-soft-bounce.json')))
    expect(await soft.json()).toEqual({ handled: 'bounce:SoftBounce', suppressed: 0 })
    expect(await suppression('full.mailbox@example.com')).toBeUndefined()
  })

  it('refuses missing or wrong credentials before reading the body, and bad bodies with a 4xx', async () => {
    await t.database.db.delete(newsletterSuppressions)
    const body = JSON.stringify(readBounceFixture('postmark-bounce.json'))
    const none = await postPostmark(body, null)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic /)
    expect((await postPostmark(body, basic(POSTMARK_USER, 'a long webhook password 4243'))).status).toBe(401)
    expect((await postPostmark(body, basic('someone', POSTMARK_PASSWORD))).status).toBe(401)
    expect((await postPostmark(body, `Bearer ${POSTMARK_PASSWORD}`)).status).toBe(401)
    expect((await postPostmark('{not json')).status).toBe(400)
    expect((await postPostmark(JSON.stringify({ Email: 'x@example.com' }))).status).toBe(400)
    expect((await postPostmark(JSON.stringify({ RecordType: 'Bounce', Type: 'HardBounce' }))).status).toBe(400)
    expect((await postPostmark(`{"RecordType":"Bounce","Details":"${'x'.repeat(2 * 1024 * 1024)}"}`)).status).toBe(413)
    expect(await t.database.db.select().from(newsletterSuppressions)).toEqual([])
  })
})

describe('a suppression', () => {
  it('is cleared by a new sign-up confirmed by the address’s owner', async () => {
    const email = 'gone.reader@example.com'
    await subscriber(email)
    expect((await postSns(JSON.stringify(sns.signed(readBounceFixture('ses-bounce-permanent.json'))))).status).toBe(200)
    expect(await suppression(email)).toBeDefined()
    const token = `feedback-test-token-${Date.now()}`
    const { id } = (await subscription(email))!
    await t.database.db
      .insert(newsletterConfirmations)
      .values({ subscriptionId: id, tokenHash: hashToken(token), dailyBoost: true, salesDigest: false, thirdParty: false, expiresAt: new Date(Date.now() + 3600_000) })
    const confirmed = await t.request('/newsletters/confirm', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() })
    expect(confirmed.status).toBe(200)
    expect(await suppression(email)).toBeUndefined()
    expect(await subscription(email)).toMatchObject({ status: 'subscribed', dailyBoost: true })
  })

  it('is cleared when the signed-in owner of the address chooses a newsletter again, and not by choosing none', async () => {
    const email = `suppressed.member.${Date.now()}@example.com`
    const json = (body: unknown, token?: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.55.0.1', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    expect((await t.request('/api/user', json({ email, password: 'quarterly pipeline review 42', firstname: 'Ada' }))).status).toBe(201)
    const { token } = (await (await t.request('/api/token', json({ email, password: 'quarterly pipeline review 42' }))).json()) as { token: string }
    await t.database.db.insert(newsletterSuppressions).values({ email, reason: 'complaint', source: 'postmark' })
    expect((await t.request('/api/newsletters/subscribe', json({ dailyBoost: false }, token))).status).toBe(200)
    expect(await suppression(email)).toBeDefined()
    expect((await t.request('/api/newsletters/subscribe', json({ dailyBoost: true }, token))).status).toBe(200)
    expect(await suppression(email)).toBeUndefined()
  })
})
