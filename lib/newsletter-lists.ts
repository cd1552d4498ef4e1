/**
 * The newsletters a reader may take, as the subscriber file names their columns and the back
 * office labels them, and the states of a subscription: shared by the subscriber services and
 * the subscribers screen. `readers` names a choice as the audience of a newsletter (decision 056).
 */
export const NEWSLETTERS = [
  { key: 'dailyBoost', column: 'daily_boost', label: 'Daily Boost', readers: 'Readers of the Daily Boost' },
  { key: 'salesDigest', column: 'sales_digest', label: 'Sales Digest', readers: 'Readers of the Sales Digest' },
  { key: 'thirdParty', column: 'third_party', label: 'Offers from our partners', readers: 'Readers who take offers from our partners' },
] as const
export type NewsletterKey = (typeof NEWSLETTERS)[number]['key']

/** "readers of the Daily Boost": whom a newsletter with that audience goes to, inside a sentence. */
export function readersOf(audience: string): string {
  const readers = NEWSLETTERS.find((list) => list.key === audience)?.readers ?? 'nobody'
  return readers.charAt(0).toLowerCase() + readers.slice(1)
}

export const SUBSCRIBER_STATUSES = ['subscribed', 'unconfirmed', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
