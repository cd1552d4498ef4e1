import { NEWSLETTERS, SUBSCRIBER_STATUSES, type NewsletterKey, type SubscriberStatus } from '#lib/newsletter-lists.ts'

export const NEWSLETTER_LABELS: { key: NewsletterKey; label: string }[] = NEWSLETTERS.map(({ key, label }) => ({ key, label }))

const STATUS_WORDS: Record<SubscriberStatus, string> = { subscribed: 'Subscribed', unconfirmed: 'Unconfirmed', unsubscribed: 'Unsubscribed', bounced: 'Bounced' }
export const SUBSCRIBER_STATUS_LABELS = SUBSCRIBER_STATUSES.map((key) => ({ key, label: STATUS_WORDS[key] }))

export const isNewsletterKey = (value: string | null): value is NewsletterKey => NEWSLETTERS.some((n) => n.key === value)
