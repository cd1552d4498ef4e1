import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { articleReads, leads, newsletterSubscriptions, users, type Lead } from '#db/schema/index.ts'
import type { Leads } from '../leads/leads.ts'
import { engagementScore, type ItemInfo, type ScoreEvent } from '#lib/engagement-score.ts'
import type { LeadSearch } from '#lib/staff-schemas.ts'

/**
 * What the sponsor portal reads: a sponsor's own items, leads and their engagement scores, never
 * another sponsor's (every read takes the sponsor and filters by it). Also the reading record the
 * scores count: articles a signed-in reader opened, with their topics.
 */
export function createSponsorPortal({ db, leads: leadService }: { db: Database; leads: Leads }) {
  return {
    /** The sponsor's items that have leads, with how many and the latest. */
    async items(sponsor: string) {
      return db
        .select({ kind: leads.kind, target: leads.target, count: sql<number>`count(*)::int`, latest: sql<Date>`max(${leads.createdAt})` })
        .from(leads)
        .where(eq(leads.sponsor, sponsor))
        .groupBy(leads.kind, leads.target)
        .orderBy(desc(sql`max(${leads.createdAt})`))
    },

    /** A page of the sponsor's leads; the search's sponsor is always this one. */
    leads(sponsor: string, search: Omit<LeadSearch, 'sponsor'>, page: number) {
      return leadService.search({ ...search, sponsor }, page)
    },

    /** One of the sponsor's leads; null for another sponsor's or none. */
    async lead(sponsor: string, id: number): Promise<Lead | null> {
      const lead = await leadService.get(id)
      return lead && lead.sponsor === sponsor ? lead : null
    },

    /** Every lead of the sponsor, for its CSV, newest first. */
    async allLeads(sponsor: string): Promise<Lead[]> {
      return db.select().from(leads).where(eq(leads.sponsor, sponsor)).orderBy(desc(leads.createdAt), desc(leads.id))
    },

    /**
     * Engagement scores of these addresses with this sponsor (lib/engagement-score.ts): their leads
     * with it, the articles they read on its items' topics, and a newsletter subscription.
     * `described` is the sponsor's items (`kind:target` → title and topics), read once by the caller.
     */
    async engagement(sponsor: string, emails: string[], described: ReadonlyMap<string, ItemInfo>): Promise<Map<string, { score: number; events: ScoreEvent[] }>> {
      const scores = new Map<string, { score: number; events: ScoreEvent[] }>()
      if (!emails.length) return scores
      const [theirLeads, accounts, subscriptions] = await Promise.all([
        db
          .select()
          .from(leads)
          .where(and(eq(leads.sponsor, sponsor), inArray(leads.email, emails))),
        db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails)),
        db
          .select({ email: newsletterSubscriptions.email, at: newsletterSubscriptions.updatedAt })
          .from(newsletterSubscriptions)
          .where(and(inArray(newsletterSubscriptions.email, emails), eq(newsletterSubscriptions.status, 'subscribed'))),
      ])
      const sponsorTopics = new Set([...described.values()].flatMap((item) => item.topicIds))
      const reads = accounts.length
        ? await db
            .select()
            .from(articleReads)
            .where(
              inArray(
                articleReads.userId,
                accounts.map((account) => account.id),
              ),
            )
        : []
      for (const email of emails) {
        const userIds = new Set(accounts.filter((account) => account.email === email).map((account) => account.id))
        scores.set(
          email,
          engagementScore({
            leads: theirLeads.filter((lead) => lead.email === email).map((lead) => ({ ...lead, title: described.get(`${lead.kind}:${lead.target}`)?.title ?? lead.target })),
            reads: reads.filter((read) => userIds.has(read.userId)),
            sponsorTopics,
            subscribedAt: subscriptions.find((subscription) => subscription.email === email)?.at ?? null,
          }),
        )
      }
      return scores
    },

    /** A signed-in reader opened an article (only with their consent to analytics; the caller checks). */
    async recordRead(userId: number, articleId: number, topicIds: number[]): Promise<void> {
      await db.insert(articleReads).values({ userId, articleId, topicIds }).onConflictDoNothing()
    },

    /** The sponsor's users. */
    async usersOf(sponsor: string) {
      return db
        .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(and(eq(users.sponsor, sponsor), eq(users.role, 'sponsor')))
        .orderBy(users.email)
    },
  }
}

export type SponsorPortal = ReturnType<typeof createSponsorPortal>
