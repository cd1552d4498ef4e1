import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import { stripeEvents } from '#db/schema/index.ts'
import { signedWebhook } from './stripe-stand-in.ts'
import type { TestApp } from './test-app.ts'

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

/** Waits until the event's job has done its work. */
export const processed = (t: TestApp, eventId: string) =>
  vi.waitFor(
    async () => {
      const [stored] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))
      expect(stored?.processedAt).toBeInstanceOf(Date)
    },
    { timeout: 30_000, interval: 100 },
  )

/** Posts the event, taken (200), and waits for its work. */
export async function deliverEvent(t: TestApp, webhookSecret: string, event: Record<string, unknown>) {
  expect((await postEvent(t, webhookSecret, event)).status).toBe(200)
  await processed(t, event.id as string)
}
