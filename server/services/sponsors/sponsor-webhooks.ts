import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { readPage, rowCount } from '../paging.ts'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { sponsorWebhooks, webhookDeliveries, type Lead } from '#db/schema/index.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { ServiceError } from '../errors.ts'
import { createSecretBox } from '../staff/secret-box.ts'
import { signPayload } from '../webhook-signature.ts'
import { transactionSql } from '../jobs/transaction-sql.ts'
import { postToCheckedAddress } from './webhook-post.ts'
import { checkWebhookUrl, resolveWebhookTarget } from './webhook-url.ts'

/**
 * Sponsors' webhooks: each new or updated lead of a sponsor with a webhook is POSTed to it as JSON,
 * signed `X-Quota-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">` with the
 * sponsor's secret, through the job queue: a failure (no answer, or not 2xx) is retried with
 * exponential back-off for about a day (10 retries from one minute). Every attempt's outcome is
 * kept on the delivery, which the sponsor can send again.
 */
export const SPONSOR_WEBHOOK_JOB = 'sponsor-webhook'
const RETRIES = 10
const TIMEOUT_MS = 10_000
/** What the sponsor's delivery log says when no permitted receiver answered, whatever the reason. */
export const NOT_DELIVERED = 'Could not be delivered. Check that the address is right and reachable from the internet.'
const DELIVERIES_PAGE_SIZE = 25

export interface SponsorWebhooksOptions {
  db: Database
  log: Logger
  jobs: JobQueue
  /** How long one delivery may take, connection included; default 10 s. */
  timeoutMs?: number
  /** Only on a test machine: lets a webhook point at 127.0.0.1. */
  allowPrivateHosts: boolean
  /** The first retry's wait; each next one doubles. */
  retryDelaySeconds?: number
}

/** What a sponsor receives of a lead: who, for what, their answers and the consent they gave. */
export function leadPayload(lead: Lead, event: 'lead.created' | 'lead.updated') {
  return {
    event,
    lead: {
      id: lead.id,
      form: lead.kind,
      item: lead.target,
      email: lead.email,
      firstname: lead.firstname,
      lastname: lead.lastname,
      company: lead.company,
      jobTitle: lead.jobTitle,
      phone: lead.phone,
      answers: lead.answers,
      consent: lead.consent,
      attendedMinutes: lead.attendedMinutes,
      submissions: lead.submissions,
      createdAt: lead.createdAt.toISOString(),
      updatedAt: lead.updatedAt.toISOString(),
    },
  }
}

export function createSponsorWebhooks({ db, log, jobs, timeoutMs = TIMEOUT_MS, allowPrivateHosts, retryDelaySeconds = 60 }: SponsorWebhooksOptions) {
  const box = createSecretBox(db, 'webhook-secrets')

  async function attempt(deliveryId: number, retryCount: number): Promise<void> {
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))
    const [hook] = delivery ? await db.select().from(sponsorWebhooks).where(eq(sponsorWebhooks.sponsor, delivery.sponsor)) : []
    // Already delivered (a job run again after a crash mid-way): never a second copy. "Send again" resets the status first.
    if (!delivery || delivery.status === 'delivered') return
    if (!hook) {
      // Removed since it was queued: nothing to deliver to, and the log says so.
      await db.update(webhookDeliveries).set({ status: 'failed', lastError: 'The webhook was removed before this delivery.', updatedAt: new Date() }).where(eq(webhookDeliveries.id, deliveryId))
      return
    }
    const body = JSON.stringify({ id: delivery.id, ...delivery.payload })
    const target = await resolveWebhookTarget(hook.url, { allowPrivateHosts })
    const outcome =
      'problem' in target
        ? { failure: target.problem }
        : await postToCheckedAddress(target.url, target.addresses, {
            timeoutMs,
            headers: {
              'Content-Type': 'application/json',
              'User-Agent': 'Quota-Webhooks/1',
              'X-Quota-Event': delivery.event,
              'X-Quota-Delivery': String(delivery.id),
              'X-Quota-Signature': signPayload(await box.open(hook.secret), body),
            },
            body,
          })
    // The log shows a status only when a permitted receiver answered: why an address was refused or a
    // connection failed stays in the server's log, so the delivery log cannot map anyone's network.
    const status = 'status' in outcome ? outcome.status : null
    const error = status === null ? NOT_DELIVERED : status >= 200 && status < 300 ? '' : `The receiver answered ${status}.`
    if ('failure' in outcome) log.warn({ event: 'webhook.not_delivered', deliveryId, sponsor: delivery.sponsor, reason: outcome.failure }, 'webhook could not be delivered')
    const delivered = error === ''
    const final = !delivered && retryCount >= RETRIES
    await db
      .update(webhookDeliveries)
      .set({
        url: hook.url,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastStatus: status,
        lastError: error,
        status: delivered ? 'delivered' : final ? 'failed' : 'retrying',
        deliveredAt: delivered ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(webhookDeliveries.id, deliveryId))
    if (!delivered) {
      log.warn({ event: 'webhook.delivery_failed', deliveryId, sponsor: delivery.sponsor, status, retryCount }, 'webhook delivery failed')
      if (!final) throw new Error(error)
    }
  }

  jobs.define<{ deliveryId: number }>({
    name: SPONSOR_WEBHOOK_JOB,
    retryLimit: RETRIES,
    retryDelaySeconds,
    expireInSeconds: 60,
    handler: ({ deliveryId }, { retryCount }) => attempt(deliveryId, retryCount),
  })

  async function queue(deliveryId: number) {
    await jobs.send(SPONSOR_WEBHOOK_JOB, { deliveryId })
    jobs.wake(SPONSOR_WEBHOOK_JOB)
  }

  return {
    /** The sponsor's webhook with its signing secret, or null when none is set. */
    async settings(sponsor: string): Promise<{ url: string; secret: string } | null> {
      const [hook] = await db.select().from(sponsorWebhooks).where(eq(sponsorWebhooks.sponsor, sponsor))
      return hook ? { url: hook.url, secret: await box.open(hook.secret) } : null
    },

    /** Sets the address (checked); a new webhook gets a new secret, a changed address keeps it. */
    async save(sponsor: string, url: string): Promise<void> {
      const trimmed = url.trim()
      const problem = await checkWebhookUrl(trimmed, { allowPrivateHosts })
      if (problem) throw new ServiceError('validation_failed', problem, { fields: { url: problem } })
      const secret = await box.seal(`whsec_${randomBytes(24).toString('base64url')}`)
      await db
        .insert(sponsorWebhooks)
        .values({ sponsor, url: trimmed, secret })
        .onConflictDoUpdate({ target: sponsorWebhooks.sponsor, set: { url: trimmed, updatedAt: new Date() } })
    },

    /** A new secret; deliveries from now on are signed with it. */
    async rotateSecret(sponsor: string): Promise<void> {
      await db
        .update(sponsorWebhooks)
        .set({ secret: await box.seal(`whsec_${randomBytes(24).toString('base64url')}`), updatedAt: new Date() })
        .where(eq(sponsorWebhooks.sponsor, sponsor))
    },

    async remove(sponsor: string): Promise<void> {
      await db.delete(sponsorWebhooks).where(eq(sponsorWebhooks.sponsor, sponsor))
    },

    /**
     * Inside the lead's transaction: a lead of a sponsor with a webhook becomes a delivery row and
     * its job, committed with the lead (the transactional outbox), so a crash after the commit
     * loses neither. What to do after the commit comes back: wake the worker.
     */
    async recordLead({ lead, created }: { lead: Lead; created: boolean }, tx: Database): Promise<(() => Promise<void>) | undefined> {
      if (!lead.sponsor) return undefined
      const [hook] = await tx.select({ url: sponsorWebhooks.url }).from(sponsorWebhooks).where(eq(sponsorWebhooks.sponsor, lead.sponsor))
      if (!hook) return undefined
      const event = created ? 'lead.created' : 'lead.updated'
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({ sponsor: lead.sponsor, leadId: lead.id, event, url: hook.url, payload: leadPayload(lead, event) })
        .returning({ id: webhookDeliveries.id })
      const deliveryId = delivery!.id
      await jobs.send(SPONSOR_WEBHOOK_JOB, { deliveryId }, { transaction: transactionSql(tx) })
      return async () => jobs.wake(SPONSOR_WEBHOOK_JOB)
    },

    /**
     * Inside the caller's transaction: an event that is not a lead's (a newsletter slot sent) becomes
     * a delivery and its job when the sponsor has a webhook, as recordLead. False when it has none.
     */
    async recordEvent(sponsor: string, event: string, payload: Record<string, unknown>, tx: Database): Promise<boolean> {
      const [hook] = await tx.select({ url: sponsorWebhooks.url }).from(sponsorWebhooks).where(eq(sponsorWebhooks.sponsor, sponsor))
      if (!hook) return false
      const [delivery] = await tx.insert(webhookDeliveries).values({ sponsor, event, url: hook.url, payload }).returning({ id: webhookDeliveries.id })
      await jobs.send(SPONSOR_WEBHOOK_JOB, { deliveryId: delivery!.id }, { transaction: transactionSql(tx) })
      return true
    },

    /** A lead changed outside a form (webinar attendance): its delivery and job in one transaction, as recordLead. */
    async leadStored(stored: { lead: Lead; created: boolean }): Promise<void> {
      await jobs.ready()
      const later = await db.transaction((tx) => this.recordLead(stored, tx))
      await later?.()
    },

    /** The delivery log, newest first. */
    deliveries(sponsor: string, page = 1) {
      const where = eq(webhookDeliveries.sponsor, sponsor)
      return readPage(
        page,
        DELIVERIES_PAGE_SIZE,
        (limit, offset) => db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),
        db.select(rowCount).from(webhookDeliveries).where(where),
      )
    },

    /** Sends a delivery again now, whatever its state; false when it is not this sponsor's. */
    async deliverAgain(sponsor: string, deliveryId: number): Promise<boolean> {
      const updated = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.sponsor, sponsor)))
        .returning({ id: webhookDeliveries.id })
      if (!updated.length) return false
      await queue(deliveryId)
      return true
    },
  }
}

export type SponsorWebhooks = ReturnType<typeof createSponsorWebhooks>
