/** How long a newsletter confirmation link works: long enough for a weekend away, short enough to go stale. */
export const NEWSLETTER_CONFIRM_HOURS = 48
