import { sql, type SQL } from 'drizzle-orm'
import { NEWSLETTERS } from '#lib/newsletter-lists.ts'

/**
 * Who may receive an issue right now, as SQL over a subscription aliased `s` and its newsletter
 * aliased `n`: confirmed, taking the newsletter's choice (its `audience` names the column), and
 * not suppressed. Every step of a send asks this again (decision 052: choices are read when each
 * batch is built, and once more by the commit that lets a mail's last line go out).
 */
const audienceColumn = sql.raw(`case n.audience ${NEWSLETTERS.map((list) => `when '${list.key}' then s.${list.column}`).join(' ')} else false end`)

export const isEligible: SQL = sql`(s.status = 'subscribed' and ${audienceColumn} and not exists (select 1 from newsletter_suppressions x where x.email = s.email))`

/** A delivery still to be mailed: queued, or deferred by a temporary refusal. */
export const OPEN_STATUSES = sql.raw(`('queued', 'deferred')`)
