import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'

/**
 * Many rows for the back office's lists, written by the database itself (generate_series), for
 * the list benchmark (scripts/bench-admin-lists.ts) and the plan-shape tests. Addresses carry the
 * `tag` so that calls can add more rows beside earlier ones. Subscriptions: mostly subscribed, some
 * unsubscribed or bounced, and `pending` of them waiting for a confirmation link. Leads: spread
 * over `sponsors` sponsors and the four kinds, one a minute going back.
 */
export async function seedAdminListRows(db: Database, { tag, subscribers, pending, leads, sponsors = 8 }: { tag: string; subscribers: number; pending: number; leads: number; sponsors?: number }) {
  await db.execute(sql`
    insert into newsletter_subscriptions (email, daily_boost, sales_digest, third_party, status, created_at)
    select 'sub' || i || '.' || ${tag} || '@example.com', i % 2 = 0, i % 3 = 0, i % 5 = 0,
      case when i <= ${pending} then 'pending' when i % 10 = 1 then 'unsubscribed' when i % 50 = 2 then 'bounced' else 'subscribed' end,
      now() - (i % 200) * interval '1 day'
    from generate_series(1, ${subscribers}) as i`)
  await db.execute(sql`
    insert into newsletter_confirmations (subscription_id, token_hash, daily_boost, sales_digest, third_party, expires_at)
    select id, md5('confirm' || id || ${tag}), true, id % 2 = 0, false, now() + interval '2 days'
    from newsletter_subscriptions where status = 'pending' and email like ${`%.${tag}@example.com`}`)
  await db.execute(sql`
    insert into leads (kind, target, sponsor, email, firstname, lastname, company, access_hash, mail_status, created_at)
    select (array['asset', 'webinar', 'media-kit', 'application'])[1 + i % 4], 'target-' || (i % 40), 'sponsor-' || (i % ${sponsors}),
      'lead' || i || '.' || ${tag} || '@example.com', 'Lee', 'Ad' || i, 'Company ' || (i % 500), md5('lead' || i || ${tag}),
      case when i % 20 = 0 then 'failed' else 'sent' end, now() - i * interval '1 minute'
    from generate_series(1, ${leads}) as i`)
  await db.execute(sql`analyze`)
}
