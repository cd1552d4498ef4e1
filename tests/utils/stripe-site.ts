import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { stripeEvents } from '#db/schema/index.ts'
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts'
import { signedWebhook, startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** The three Stripe variables of a test site whose SDK talks to the stand-in, with a fresh signing secret. */
export function stripeKeys() {
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  return { webhookSecret, env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_WEBHOOK_SECRET: webhookSecret } }
}

/** Posts an event to the webhook, signed as Stripe signs it. */
export function postEvent(t: TestApp, webhookSecret: string, event: object) {
  const body = JSON.stringify(event)
  return t.request('/api/payments/stripe/webhook', { method: 'POST', headers: signedWebhook(body, webhookSecret), body })
}

/** The event as the webhook stored it, if it did. */
export async function storedEvent(t: TestApp, eventId: string) {
  const [stored] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))
  return stored
}

/** Waits until the event's job has done its work. */
export const processed = (t: TestApp, eventId: string) =>
  vi.waitFor(
    async () => {
      expect((await storedEvent(t, eventId))?.processedAt).toBeInstanceOf(Date)
    },
    { timeout: 30_000, interval: 100 },
  )

/** Posts the event, taken (200), and waits for its work. */
export async function deliverEvent(t: TestApp, webhookSecret: string, event: Record<string, unknown>) {
  expect((await postEvent(t, webhookSecret, event)).status).toBe(200)
  await processed(t, event.id as string)
}

/**
 * A test site with Stripe's keys whose SDK talks to the stand-in, its mail caught and its jobs
 * worked: started before the file's tests and stopped after them. Read its parts once the tests run.
 */
export function withStripeSite(envVars: Record<string, string> = {}) {
  const { webhookSecret, env } = stripeKeys()
  const parts: { t?: TestApp; standIn?: StripeStandIn; smtp?: SmtpCatcher } = {}
  beforeAll(async () => {
    parts.standIn = await startStripeStandIn()
    parts.smtp = await startSmtpCatcher()
    parts.t = await createTestApp({ envVars: { ...env, SMTP_URL: parts.smtp.url, ...envVars }, stripeEndpoint: parts.standIn.endpoint })
    await parts.t.app.jobs?.start({ work: true })
  })
  afterAll(async () => {
    await parts.t?.close()
    await parts.standIn?.close()
    await parts.smtp?.close()
  })
  return {
    webhookSecret,
    get t() {
      return parts.t!
    },
    get standIn() {
      return parts.standIn!
    },
    get smtp() {
      return parts.smtp!
    },
  }
}
