/**
 * The notices /message can show (spec §2: a message page), chosen by `?m=` from this fixed set:
 * the address picks a notice, it never carries text of its own, so nobody can make the site
 * say something by sending a link.
 */
export const SITE_MESSAGES = {
  'signed-out': { title: 'You are signed out', body: 'You signed out of your account on this device. Come back any time.' },
  'account-deleted': { title: 'Your account was deleted', body: 'Your account and its personal data were deleted, and you were signed out everywhere. Thank you for reading.' },
  'check-email': { title: 'Check your email', body: 'We sent you a message with a link. Open it to finish; it may take a minute to arrive, so look in your spam folder too.' },
  'link-expired': { title: 'That link has expired', body: 'Links we send by email work once and for a limited time. Ask for a new one from the page you started on.' },
} as const satisfies Record<string, { title: string; body: string }>

export type SiteMessageKey = keyof typeof SITE_MESSAGES

export function siteMessage(key: string | null): { key: SiteMessageKey; title: string; body: string } | null {
  if (key === null || !Object.hasOwn(SITE_MESSAGES, key)) return null
  return { key: key as SiteMessageKey, ...SITE_MESSAGES[key as SiteMessageKey] }
}

export const messagePath = (key: SiteMessageKey) => `/message?m=${key}`
