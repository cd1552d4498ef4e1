import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newsletterConfirmations, newsletterSubscriptions } from '#db/schema/index.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { enrolledAs } from './utils/staff-sessions.ts'
import { importSubscribers } from './utils/subscriber-import.ts'

/** Issue 27 item 13: an import never overrides an unsubscribe or a suppression (bounce); such rows are skipped with the reason. */
const { t } = withMailedApp()
beforeAll(() => t.app.jobs?.start({ work: true }))

const rowOf = async (email: string) => (await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]

describe('a subscriber import and the addresses that opted out', () => {
  it('skips unsubscribed and bounced addresses, with the reason, and subscribes the rest', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    await t.database.db.insert(newsletterSubscriptions).values([
      { email: 'left@example.com', status: 'unsubscribed' },
      { email: 'quiet@example.com', status: 'unsubscribed' },
      { email: 'dead@example.com', status: 'bounced' },
    ])
    const { text } = await importSubscribers(
      t,
      [
        'email,daily_boost,sales_digest,consent',
        'left@example.com,yes,yes,2024-03-01 webinar form',
        'quiet@example.com,yes,no,',
        'dead@example.com,yes,no,2024-03-01 webinar form',
        'fresh@example.com,yes,no,2024-03-01 webinar form',
      ].join('\n'),
      cookie,
    )
    expect(text).toContain('Imported: 1 subscribed with proof of consent, 0 asked to confirm by mail, 0 marked as bounced, 3 skipped.')
    expect(text).toContain('Line 2: left@example.com skipped: this address unsubscribed; an import does not subscribe it again.')
    expect(text).toContain('Line 3: quiet@example.com skipped: this address unsubscribed; an import does not subscribe it again.')
    expect(text).toContain('Line 4: dead@example.com skipped: this address bounced and is suppressed; an import does not subscribe it again.')

    expect(await rowOf('left@example.com')).toMatchObject({ status: 'unsubscribed', dailyBoost: false, salesDigest: false })
    expect(await rowOf('dead@example.com')).toMatchObject({ status: 'bounced', dailyBoost: false })
    expect(await rowOf('fresh@example.com')).toMatchObject({ status: 'subscribed', dailyBoost: true })
    // No confirmation mail is asked for on behalf of someone who left.
    const quiet = await rowOf('quiet@example.com')
    expect(quiet?.status).toBe('unsubscribed')
    expect(await t.database.db.select().from(newsletterConfirmations).where(eq(newsletterConfirmations.subscriptionId, quiet!.id))).toHaveLength(0)
  })

  it('keeps to that across batches of a larger file', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    const emails = Array.from({ length: 700 }, (_, i) => `bulk${i}@example.com`)
    const optedOut = emails.filter((_, i) => i % 100 === 7)
    await t.database.db.insert(newsletterSubscriptions).values(optedOut.map((email) => ({ email, status: 'unsubscribed' as const })))
    const { text } = await importSubscribers(t, ['email,sales_digest,consent', ...emails.map((email) => `${email},yes,2024-05-01 trade show list`)].join('\n'), cookie)
    expect(text).toContain(`Imported: ${emails.length - optedOut.length} subscribed with proof of consent, 0 asked to confirm by mail, 0 marked as bounced, ${optedOut.length} skipped.`)
    const stored = await t.database.db.select().from(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, optedOut))
    expect(stored.map((row) => row.status)).toEqual(optedOut.map(() => 'unsubscribed'))
  })
})
