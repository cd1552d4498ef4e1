/** The Postmark bounce webhook's Basic credentials on the end-to-end server (decision 055): playwright.config.ts sets them, the newsletter journey posts with them. */
export const POSTMARK_WEBHOOK = { user: 'postmark-e2e', password: 'postmark-e2e-webhook-password' }
