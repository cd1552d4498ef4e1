import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { newsletterConfirmations, newsletterSubscriptions } from '#db/schema/index.ts'
import { seedAdminListRows } from '#db/seed/admin-lists.ts'
import { NEWSLETTERS, SUBSCRIBER_STATUSES, type SubscriberStatus } from '#lib/newsletter-lists.ts'
import { COUNT_RANGE_IDS, createSubscriberAdmin } from '#server/services/accounts/subscriber-admin.ts'
import { createTestDatabase } from './utils/test-database.ts'

/**
 * The subscribers screen's counts, now made by the database a range of ids at a time, against the
 * rule they always followed, applied row by row here: bounced first, then subscribed to the
 * newsletter, then a sign-up for it waiting for its link, then unsubscribed.
 */
let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.close())

describe('subscriber counts', () => {
  it('are those of the row-by-row rule, across several ranges of ids', async () => {
    const { db } = database
    await seedAdminListRows(db, { tag: 'counts', subscribers: 400, pending: 40, leads: 0 })
    // Rows far apart, so the counts go over more than one range, with sign-ups waiting on some.
    const far = await db
      .insert(newsletterSubscriptions)
      .values([
        { id: COUNT_RANGE_IDS + 17, email: 'far1@example.com', status: 'unsubscribed' as const },
        { id: 3 * COUNT_RANGE_IDS + 5, email: 'far2@example.com', status: 'subscribed' as const, salesDigest: true },
        { id: 3 * COUNT_RANGE_IDS + 6, email: 'far3@example.com', status: 'bounced' as const },
      ])
      .returning()
    await db
      .insert(newsletterConfirmations)
      .values(far.map((row, i) => ({ subscriptionId: row.id, tokenHash: `far-${i}`, dailyBoost: true, salesDigest: false, thirdParty: i === 1, expiresAt: new Date(Date.now() + 86_400_000) })))

    const [rows, waiting] = await Promise.all([db.select().from(newsletterSubscriptions), db.select().from(newsletterConfirmations)])
    const expected = Object.fromEntries(NEWSLETTERS.map((n) => [n.key, Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0]))])) as Record<string, Record<SubscriberStatus, number>>
    for (const row of rows) {
      const asked = waiting.filter((confirmation) => confirmation.subscriptionId === row.id)
      for (const n of NEWSLETTERS) {
        const status: SubscriberStatus | null =
          row.status === 'bounced'
            ? 'bounced'
            : row[n.key] && row.status === 'subscribed'
              ? 'subscribed'
              : asked.some((confirmation) => confirmation[n.key])
                ? 'unconfirmed'
                : row.status === 'unsubscribed'
                  ? 'unsubscribed'
                  : null
        if (status) expected[n.key]![status]++
      }
    }
    expect(await createSubscriberAdmin({ db }).counts()).toEqual(expected)
    expect(expected.thirdParty!.unconfirmed).toBeGreaterThan(0)
  })
})
