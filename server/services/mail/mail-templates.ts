import type { MailMessage } from './mail.ts'

export interface SiteInfo {
  siteName: string
  siteUrl: string
}

export const signOff = (site: SiteInfo) => `\n\n— The ${site.siteName} team\n${site.siteUrl}\n`

export function welcomeMail(site: SiteInfo, to: string, firstname: string): MailMessage {
  return {
    to,
    subject: `Welcome to ${site.siteName}`,
    text: `Hello ${firstname || 'there'},\n\nYour ${site.siteName} account is ready. Sign in at ${site.siteUrl}/login to manage your profile and choose your newsletters at ${site.siteUrl}/newsletters.${signOff(site)}`,
  }
}

/** Sent instead of a second account: the owner learns of the attempt, the visitor learns nothing. */
export function alreadyRegisteredMail(site: SiteInfo, to: string): MailMessage {
  return {
    to,
    subject: `Someone tried to register with your address on ${site.siteName}`,
    text: `Hello,\n\nSomebody (perhaps you) tried to create a ${site.siteName} account with this address, which already has one. Nothing was changed.\n\nIf you forgot your password, choose a new one at ${site.siteUrl}/forgot-password.${signOff(site)}`,
  }
}

export function passwordResetMail(site: SiteInfo, to: string, token: string): MailMessage {
  const link = `${site.siteUrl}/reset-password?token=${encodeURIComponent(token)}`
  return {
    to,
    subject: `Reset your ${site.siteName} password`,
    text: `Hello,\n\nTo choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.${signOff(site)}`,
  }
}

export function passwordChangedMail(site: SiteInfo, to: string): MailMessage {
  return {
    to,
    subject: `Your ${site.siteName} password was changed`,
    text: `Hello,\n\nThe password of your ${site.siteName} account was just changed, and every device was signed out. If this was not you, reset it now at ${site.siteUrl}/forgot-password.${signOff(site)}`,
  }
}
