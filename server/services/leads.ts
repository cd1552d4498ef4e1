import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { leads, type Lead } from '#db/schema/index.ts'
import { normaliseEmail } from './accounts.ts'
import type { Mailer, MailMessage } from './mail.ts'
import { createToken, hashToken } from './tokens.ts'

export type LeadKind = 'webinar' | 'asset' | 'mediakit' | 'application'

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
 * Sponsor leads. A submission is stored first, in one statement, and only then may anything
 * else happen (mail, a download): whatever fails afterwards, the lead is kept. One row per
 * (kind, target, address): a retry or a second submission updates it, never duplicates it.
 * Each submission hands out a fresh access token (the previous one stops working).
 */
export function createLeads({ db, log, mailer }: { db: Database; log: Logger; mailer: Mailer }) {
  return {
    async submit(input: LeadInput): Promise<StoredLead> {
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
      }
      const { userId, ...updatable } = values
      const [row] = await db
        .insert(leads)
        .values(values)
        .onConflictDoUpdate({
          target: [leads.kind, leads.target, leads.email],
          set: {
            ...updatable,
            userId: sql`coalesce(${userId}::integer, ${leads.userId})`,
            submissions: sql`${leads.submissions} + 1`,
            updatedAt: new Date(),
          },
        })
        .returning()
      const lead = row as Lead
      const created = lead.submissions === 1
      log.info({ event: 'lead.stored', kind: lead.kind, target: lead.target, leadId: lead.id, created }, 'lead stored')
      return { lead, accessToken, created }
    },

    /** Sends a lead's mail after it is stored; the outcome is recorded, a failure is logged and never thrown. */
    async deliver(lead: Lead, message: MailMessage): Promise<boolean> {
      let sent = false
      try {
        await mailer.send(message)
        sent = true
      } catch (error) {
        log.error({ event: 'lead.mail_failed', leadId: lead.id, err: error }, 'lead mail could not be sent')
      }
      await db
        .update(leads)
        .set({ mailStatus: sent ? 'sent' : 'failed', mailAttempts: sql`${leads.mailAttempts} + 1` })
        .where(eq(leads.id, lead.id))
      return sent
    },

    /** What a browser's access tokens, or a signed-in reader's own leads, unlock. */
    async grants({ tokens = [], userId, email }: { tokens?: string[]; userId?: number; email?: string }): Promise<AccessGrant[]> {
      const conditions = []
      if (tokens.length) conditions.push(inArray(leads.accessHash, tokens.slice(0, 50).map(hashToken)))
      if (userId) conditions.push(eq(leads.userId, userId))
      if (email) conditions.push(eq(leads.email, normaliseEmail(email)))
      if (!conditions.length) return []
      const rows = await db
        .select({ kind: leads.kind, target: leads.target })
        .from(leads)
        .where(sql.join(conditions, sql` or `))
      return rows.map((row) => ({ kind: row.kind as LeadKind, target: row.target }))
    },

    async hasAccess(grant: AccessGrant, who: { tokens?: string[]; userId?: number; email?: string }): Promise<boolean> {
      const grants = await this.grants(who)
      return grants.some((candidate) => candidate.kind === grant.kind && candidate.target === grant.target)
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
