import type { Database } from '#db/client.ts'
import { ServiceError } from './errors.ts'
import { consume } from './rate-limits.ts'
import type { LeadKind } from './leads.ts'

/** Lead forms: 20 submissions an hour per network and form kind (RELIABILITY.md), counted before storing. */
export async function limitLeadForm(db: Database, kind: LeadKind, ip: string): Promise<void> {
  const verdict = await consume(db, `lead:${kind}:ip:${ip}`, { limit: 20, windowMs: 3600_000 })
  if (!verdict.allowed) {
    throw new ServiceError('rate_limited', 'Too many requests from this network. Please try again later.', { retryAfterSeconds: verdict.retryAfterSeconds })
  }
}
