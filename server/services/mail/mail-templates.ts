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

/**
 * Once per slowdown episode (server/services/accounts/sign-in-throttle.ts): the owner learns that
 * someone is guessing, and that the right password still works.
 */
export function signInSlowedMail(site: SiteInfo, to: string): MailMessage {
  return {
    to,
    subject: `Many failed sign-ins to your ${site.siteName} account`,
    text: `Hello,\n\nSomebody (perhaps you) has failed to sign in to your ${site.siteName} account many times, so for now each sign-in also asks the browser for a quick automatic check. Your password still works, and your account is not locked.\n\nIf this was not you, nothing is needed, but a long password you use nowhere else keeps it safe: you can choose a new one at ${site.siteUrl}/forgot-password.${signOff(site)}`,
  }
}

/** To the new address only while it belongs to nobody: the link that makes it the account's email. */
export function confirmEmailChangeMail(site: SiteInfo, to: string, token: string): MailMessage {
  const link = `${site.siteUrl}/profile/confirm-email?token=${encodeURIComponent(token)}`
  return {
    to,
    subject: `Confirm your new ${site.siteName} email address`,
    text: `Hello,\n\nTo make this the email address of your ${site.siteName} account, open this link within 24 hours and confirm:\n\n${link}\n\nIf you did not ask for this, ignore this message: nothing changes.${signOff(site)}`,
  }
}

/** Sent instead of a confirmation link when the address already has an account: its owner learns of the attempt, the requester nothing. */
export function emailInUseMail(site: SiteInfo, to: string): MailMessage {
  return {
    to,
    subject: `Someone tried to use your address on ${site.siteName}`,
    text: `Hello,\n\nSomebody (perhaps you) asked to move another ${site.siteName} account to this address, which already has an account. Nothing was changed, and no link was sent.\n\nIf you forgot your password, choose a new one at ${site.siteUrl}/forgot-password.${signOff(site)}`,
  }
}

/** To the current address: the owner hears of a change before it can take effect. */
export function emailChangeRequestedMail(site: SiteInfo, to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: `A new email address was requested for your ${site.siteName} account`,
    text: `Hello,\n\nSomebody signed in to your ${site.siteName} account asked to change its email address to ${newEmail}. Nothing changes until the link we sent to that address is opened.\n\nIf this was not you, change your password now at ${site.siteUrl}/profile/password.${signOff(site)}`,
  }
}

export function emailChangedMail(site: SiteInfo, to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: `Your ${site.siteName} email address was changed`,
    text: `Hello,\n\nThe email address of your ${site.siteName} account is now ${newEmail}, and other devices were signed out. This address no longer receives its messages.\n\nIf this was not you, contact us at once: ${site.siteUrl}/contact.${signOff(site)}`,
  }
}
