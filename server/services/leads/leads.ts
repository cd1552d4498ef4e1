import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm'
import type { Page } from '#lib/page.ts'
import { readPage, rowCount } from '../paging.ts'
import type { Logger } from 'pino'
import type { JobQueue } from '../jobs/queue.ts'
import { transactionSql } from '../jobs/transaction-sql.ts'
import { listConditions } from '../list-conditions.ts'
import type { Database } from '#db/client.ts'
import { leads, type Lead } from '#db/schema/index.ts'
import { splitLeadValues, type LeadKind, type LeadValues } from '#lib/lead-fields.ts'
import type { LeadSearch } from '#lib/staff-schemas.ts'
import { leadConsentText, type LeadConsent } from '#lib/lead-consent.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import type { Mailer, MailMessage } from '../mail/mail.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'
import { createToken, hashToken } from '../accounts/tokens.ts'

const LEADS_PAGE_SIZE = 50

const searchConditions = (filters: LeadSearch) =>
  listConditions(filters, {
    equal: { kind: leads.kind, target: leads.target, sponsor: leads.sponsor, mailStatus: leads.mailStatus },
    created: leads.createdAt,
    text: [leads.email, leads.firstname, leads.lastname, leads.company],
  })

export interface LeadInput {
  kind: LeadKind
  /** The webinar id, the asset slug, 'media-kit' or the application's title. */
  target: string
  sponsor?: string
  email: string
  firstname?: string
  lastname?: string
  company?: string
  jobTitle?: string
  /** Any formatting is dropped: only the digits are kept. */
  phone?: string
  answers?: Record<string, string | boolean>
  userId?: number | null
  /** What the reader agreed to (leadConsentText), when and on which page's form. */
  consent?: LeadConsent | null
}

/** A lead form as posted: its checked values (contact fields and answers together), from a network. */
export interface LeadFormSubmission {
  /** The mails the stored lead sets off, queued with it. */
  mails?: LeadMails
  kind: LeadKind
  target: string
  sponsor?: string
  values: LeadValues
  userId?: number | null
  network: NetworkPass
  /** The sponsor as the form names it in its notice (lib/lead-consent.ts); none for the publisher's own forms. */
  sponsorName?: string | null
  /** The address of the page whose form this is. */
  form: string
}

export interface StoredLead {
  lead: Lead
  /** Unlocks what the form gates (a download, a replay); only its hash is stored. */
  accessToken: string
  /** False when the same address had already submitted this form: the row was updated, not added. */
  created: boolean
}

export interface AccessGrant {
  kind: LeadKind
  target: string
}

export const digitsOnly = (value: string) => value.replace(/\D+/g, '')

/**
 * Sponsor leads. A submission is stored in one transaction with everything it sets off: its mail
 * and, for a sponsor with a webhook, its delivery, each as a job of the queue (the transactional
 * outbox). Whatever happens after the commit, a crash included, the jobs are there and a worker
 * sends them once; nothing is sent from memory. One row per (kind, target, address): a retry or a
 * second submission updates it, never duplicates it. Each submission hands out a fresh access
 * token (the previous one stops working).
 */
/**
 * The queue's job that sends a lead's mail, first time and again after a failure, with back-off.
 * Named for its first use (retries only); kept so jobs queued by earlier versions still run.
 */
export const LEAD_MAIL_JOB = 'lead-mail-retry'

/** Work to do once the lead's transaction has committed (wake the workers of the jobs it queued). */
export type AfterCommit = () => Promise<void>

export interface LeadsOptions {
  db: Database
  log: Logger
  mailer: Mailer
  gate: NetworkGate
  /** Lead mail is queued here, in the lead's own transaction, and retried with back-off until it goes out. */
  jobs: JobQueue
  /** The wait before the second attempt at a mail; each next wait doubles (with jitter), 8 attempts in all. */
  mailRetryDelaySeconds?: number
  /** The publication's name, as the forms' consent notice says it. */
  siteName?: string
  /**
   * Told of every stored lead inside its transaction (the sponsor portal's webhooks): what it
   * writes commits with the lead. It may hand back work for after the commit.
   */
  onStored?: (stored: StoredLead, tx: Database) => Promise<AfterCommit | void>
  /** Test-only fault point (TEST_FAULT): runs right after a lead's transaction commits, before anything is sent. */
  afterCommit?: () => void
}

/** The mails a stored lead sets off, made from the stored row (its name, its new access token). */
export type LeadMails = (stored: StoredLead) => MailMessage[]

export function createLeads({ db, log, mailer, gate, jobs, mailRetryDelaySeconds = 60, siteName = 'Quota', onStored, afterCommit }: LeadsOptions) {
  /** One attempt at a lead's mail; the outcome and the attempt are recorded, a failure is logged, never thrown. */
  async function attemptMail(leadId: number, message: MailMessage): Promise<boolean> {
    let sent = false
    try {
      await mailer.send(message)
      sent = true
    } catch (error) {
      log.error({ event: 'lead.mail_failed', leadId, err: error }, 'lead mail could not be sent')
    }
    await db
      .update(leads)
      .set({ mailStatus: sent ? 'sent' : 'failed', mailAttempts: sql`${leads.mailAttempts} + 1`, mailMessage: message })
      .where(eq(leads.id, leadId))
    return sent
  }

  jobs.define<{ leadId: number; message: MailMessage }>({
    name: LEAD_MAIL_JOB,
    retryLimit: 7,
    retryDelaySeconds: mailRetryDelaySeconds,
    handler: async ({ leadId, message }) => {
      if (!(await attemptMail(leadId, message))) throw new Error(`the mail of lead ${leadId} failed`)
    },
  })

  async function submit(input: LeadInput, mails: LeadMails = () => []): Promise<StoredLead> {
    const accessToken = createToken()
    const values = {
      kind: input.kind,
      target: input.target,
      sponsor: input.sponsor ?? '',
      email: normaliseEmail(input.email),
      firstname: input.firstname?.trim() ?? '',
      lastname: input.lastname?.trim() ?? '',
      company: input.company?.trim() ?? '',
      jobTitle: input.jobTitle?.trim() ?? '',
      phone: digitsOnly(input.phone ?? ''),
      answers: input.answers ?? {},
      userId: input.userId ?? null,
      accessHash: hashToken(accessToken),
      consent: input.consent ?? null,
    }
    const { userId, ...updatable } = values
    await jobs.ready()
    const { stored, messages, later } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values(values)
        .onConflictDoUpdate({
          target: [leads.kind, leads.target, leads.sponsor, leads.email],
          set: {
            ...updatable,
            userId: sql`coalesce(${userId}::integer, ${leads.userId})`,
            submissions: sql`${leads.submissions} + 1`,
            updatedAt: new Date(),
          },
        })
        .returning()
      const lead = row as Lead
      const stored: StoredLead = { lead, accessToken, created: lead.submissions === 1 }
      const messages = mails(stored)
      const transaction = transactionSql(tx)
      for (const message of messages) await jobs.send(LEAD_MAIL_JOB, { leadId: lead.id, message }, { transaction })
      const later = await onStored?.(stored, tx)
      return { stored, messages, later }
    })
    afterCommit?.()
    const { lead } = stored
    log.info({ event: 'lead.stored', kind: lead.kind, target: lead.target, leadId: lead.id, created: stored.created, mails: messages.length }, 'lead stored')
    jobs.wake(LEAD_MAIL_JOB)
    await later?.().catch((error: unknown) => log.error({ event: 'lead.on_stored_failed', leadId: lead.id, err: error }, 'a lead listener failed after the commit'))
    return stored
  }

  return {
    submit,

    /**
     * The store step every lead form shares (webinar registration, media kit, gated asset, application):
     * the network's share is counted first (per form kind, server/services/network-gate.ts), then
     * the contact fields are told apart from the answers and the lead is stored.
     */
    async submitForm({ values, network, sponsorName, form, mails, ...target }: LeadFormSubmission): Promise<StoredLead> {
      await gate.admit(`lead:${target.kind}`, network)
      const { contact, answers } = splitLeadValues(values)
      const consent = { text: leadConsentText(siteName, sponsorName), at: new Date().toISOString(), form }
      return submit({ ...target, ...contact, answers, consent }, mails)
    },

    /** Whether a browser's access tokens, or a signed-in reader's own leads, unlock `grant`. */
    async hasAccess(grant: AccessGrant, { tokens = [], userId, email }: { tokens?: string[]; userId?: number; email?: string }): Promise<boolean> {
      const who = []
      if (tokens.length) who.push(inArray(leads.accessHash, tokens.slice(0, 50).map(hashToken)))
      if (userId) who.push(eq(leads.userId, userId))
      if (email) who.push(eq(leads.email, normaliseEmail(email)))
      if (!who.length) return false
      const [row] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.kind, grant.kind), eq(leads.target, grant.target), or(...who)))
        .limit(1)
      return row !== undefined
    },

    /** Sends a lead's last mail again now (staff's "send again"); false when it failed again or there is none. */
    async sendAgain(id: number): Promise<boolean> {
      const [row] = await db.select({ message: leads.mailMessage }).from(leads).where(eq(leads.id, id)).limit(1)
      if (!row?.message) return false
      return attemptMail(id, row.message)
    },

    /** A page of leads, newest first, for the back office. */
    search(filters: LeadSearch, page = 1): Promise<Page<Lead>> {
      const where = and(...searchConditions(filters))
      return readPage(
        page,
        LEADS_PAGE_SIZE,
        (limit, offset) => db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offset),
        db.select(rowCount).from(leads).where(where),
      )
    },

    /** Every lead the filters match, oldest first (the CSV download), up to `limit`. */
    async searchAll(filters: LeadSearch, limit = 100_000): Promise<Lead[]> {
      return db
        .select()
        .from(leads)
        .where(and(...searchConditions(filters)))
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(limit)
    },

    async get(id: number): Promise<Lead | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1)
      return row ?? null
    },

    /** Leads in the order they arrived, for exports. */
    list({ kind, target, since }: { kind: LeadKind; target?: string; since?: Date }): Promise<Lead[]> {
      const conditions = [eq(leads.kind, kind)]
      if (target !== undefined) conditions.push(eq(leads.target, target))
      if (since) conditions.push(gte(leads.createdAt, since))
      return db
        .select()
        .from(leads)
        .where(and(...conditions))
        .orderBy(asc(leads.createdAt), asc(leads.id))
    },
  }
}

export type Leads = ReturnType<typeof createLeads>
