import { createHash } from 'node:crypto'
import { and, eq, inArray, like, or, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { articleReads, emailChanges, leads, magazineSubscriptions, newsletterSubscriptions, rateLimits, staffInvitations, users, webhookDeliveries } from '#db/schema/index.ts'
import { isStaff } from '#lib/roles.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import type { StaffMember } from '../staff/staff.ts'
import { likeLiteral } from '#db/sql-like.ts'

/** The audit log names the person by a hash of the address, so an erasure does not leave it there. */
const subjectOf = (email: string) => `sha256:${createHash('sha256').update(email).digest('hex').slice(0, 16)}`

export interface PrivacyExport {
  email: string
  exportedAt: string
  account: Record<string, unknown> | null
  newsletters: Record<string, unknown>[]
  leads: Record<string, unknown>[]
  orders: Record<string, unknown>[]
  pendingEmailChanges: Record<string, unknown>[]
  invitations: Record<string, unknown>[]
  /** Articles the reader opened with analytics allowed (the sponsor portal's reading record). */
  articlesRead: Record<string, unknown>[]
}

/**
 * Privacy requests (GDPR articles 15 and 17): everything stored about an address as one file, and
 * its erasure. Leads stay for the sponsors who paid for them and orders for the accounts, but
 * lose every personal field; the account, its sessions, newsletter choices, links and throttles
 * go. Both are in the audit log, under a hash of the address.
 */
export function createPrivacyRequests({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    async export(actor: StaffMember, rawEmail: string): Promise<PrivacyExport> {
      const email = normaliseEmail(rawEmail)
      const [account] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      const [newsletters, leadRows, orders, changes, invitations, reads] = await Promise.all([
        db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
        db.select().from(leads).where(eq(leads.email, email)),
        db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.email, email)),
        db.select().from(emailChanges).where(eq(emailChanges.newEmail, email)),
        db.select().from(staffInvitations).where(eq(staffInvitations.email, email)),
        account ? db.select().from(articleReads).where(eq(articleReads.userId, account.id)) : Promise.resolve([]),
      ])
      const { passwordHash: _hash, ...accountFields } = account ?? ({} as Partial<typeof users.$inferSelect>)
      await audit.record({ actor, action: 'privacy.export', itemType: 'person', itemId: subjectOf(email), after: { account: Boolean(account), leads: leadRows.length, orders: orders.length } })
      return {
        email,
        exportedAt: new Date().toISOString(),
        account: account ? accountFields : null,
        newsletters,
        leads: leadRows.map(({ accessHash: _access, ...lead }) => lead),
        orders: orders.map(({ submissionId: _submission, ...order }) => order),
        pendingEmailChanges: changes.map(({ tokenHash: _token, ...change }) => change),
        invitations: invitations.map(({ tokenHash: _token, ...invitation }) => invitation),
        articlesRead: reads.map(({ articleId, topicIds, readAt }) => ({ articleId, topicIds, readAt })),
      }
    },

    /** Erases the address everywhere; a staff account must lose its role first. Answers what changed. */
    async erase(actor: StaffMember, rawEmail: string): Promise<{ account: boolean; leads: number; orders: number; newsletters: number }> {
      const email = normaliseEmail(rawEmail)
      return db.transaction(async (tx) => {
        const [account] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1)
        if (account && (isStaff(account.role) || account.role === 'sponsor')) {
          throw new ServiceError('conflict', 'This address belongs to a staff or sponsor account: take its role away first (Staff).', {
            fields: { email: 'A staff or sponsor account: take its role away first' },
          })
        }
        // Where a row must stay (a lead a sponsor paid for, an order the books keep), the address becomes erased-<table>-<id>@erased.invalid.
        const keptLeads = await tx
          .update(leads)
          .set({
            email: sql`'erased-lead-' || ${leads.id} || '@erased.invalid'`,
            firstname: '',
            lastname: '',
            company: '',
            jobTitle: '',
            phone: '',
            answers: {},
            userId: null,
            mailMessage: null,
            updatedAt: new Date(),
          })
          .where(eq(leads.email, email))
          .returning({ id: leads.id })
        // What sponsors' webhooks were sent of those leads is kept for the delivery log, without the person.
        if (keptLeads.length) {
          await tx
            .update(webhookDeliveries)
            .set({ payload: sql`jsonb_set(${webhookDeliveries.payload}, '{lead}', jsonb_build_object('id', ${webhookDeliveries.leadId}, 'erased', true))` })
            .where(
              inArray(
                webhookDeliveries.leadId,
                keptLeads.map((lead) => lead.id),
              ),
            )
        }
        const keptOrders = await tx
          .update(magazineSubscriptions)
          .set({
            email: sql`'erased-order-' || ${magazineSubscriptions.id} || '@erased.invalid'`,
            firstname: '',
            lastname: '',
            company: '',
            address1: '',
            address2: '',
            city: '',
            region: '',
            postalCode: '',
            userId: null,
          })
          .where(eq(magazineSubscriptions.email, email))
          .returning({ id: magazineSubscriptions.id })
        const newsletters = await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id })
        await tx.delete(emailChanges).where(eq(emailChanges.newEmail, email))
        await tx.delete(staffInvitations).where(eq(staffInvitations.email, email))
        // Throttles name the address in their keys (login:fail:<email>:<ip>, reset:email:<email>...).
        const literal = likeLiteral(email)
        await tx.delete(rateLimits).where(or(like(rateLimits.key, `%:${literal}:%`), like(rateLimits.key, `%:${literal}`)))
        if (account) await tx.delete(users).where(and(eq(users.id, account.id), eq(users.email, email)))
        const outcome = { account: Boolean(account), leads: keptLeads.length, orders: keptOrders.length, newsletters: newsletters.length }
        await audit.record({ actor, action: 'privacy.erase', itemType: 'person', itemId: subjectOf(email), after: outcome }, tx)
        return outcome
      })
    },
  }
}

export type PrivacyRequests = ReturnType<typeof createPrivacyRequests>
