import { readCookie } from './cookies.ts'

/**
 * The visitor's privacy choices, kept in a first-party cookie that page scripts read. It is not a
 * credential: the full-page cache ignores it, and the server never renders anything from it
 * (docs/decisions/012-consent-before-third-party-scripts.md).
 */
export const CONSENT_COOKIE = 'quota_consent'

/** Six months, then the visitor is asked again. */
const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 3600

export interface ConsentChoice {
  analytics: boolean
  advertising: boolean
}

export const REJECT_ALL: ConsentChoice = {
  analytics: false,
  advertising: false,
}
export const ACCEPT_ALL: ConsentChoice = { analytics: true, advertising: true }

/** A stored choice: the version, then analytics and advertising, each 1 or 0. */
export const CONSENT_VALUE = /^v1\.a([01])\.d([01])$/

/** The stored choice from a `document.cookie` string; null when none (or an unreadable one) is stored. */
export function readConsentCookie(cookies: string): ConsentChoice | null {
  const match = CONSENT_VALUE.exec(readCookie(cookies, CONSENT_COOKIE) ?? '')
  return match ? { analytics: match[1] === '1', advertising: match[2] === '1' } : null
}

/** The cookie that stores a choice, for `document.cookie`. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = `v1.a${choice.analytics ? 1 : 0}.d${choice.advertising ? 1 : 0}`
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * What may run: Global Privacy Control is a standing "no" to analytics and advertising, whatever
 * was clicked; no choice yet means nothing beyond the necessary.
 */
export function grantedPurposes(choice: ConsentChoice | null, globalPrivacyControl: boolean): ConsentChoice {
  if (!choice || globalPrivacyControl) return REJECT_ALL
  return choice
}

/** Where the banner's form posts when the page's script has not run yet (server/routes/privacy-choices.ts). */
export const PRIVACY_CHOICES_PATH = '/privacy-choices'

/** The choice the banner's form names: its pressed button's `choice` (accept, reject, save) and, for save, its boxes. */
export function choiceFromForm(form: { get(name: string): unknown }): ConsentChoice | null {
  switch (form.get('choice')) {
    case 'accept':
      return ACCEPT_ALL
    case 'reject':
      return REJECT_ALL
    case 'save':
      return { analytics: form.get('analytics') === 'on', advertising: form.get('advertising') === 'on' }
    default:
      return null
  }
}
