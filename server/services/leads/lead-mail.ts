import type { Lead } from '#db/schema/index.ts'
import type { ApplicationForm } from '#lib/application-forms.ts'
import { formatMailEasternTime } from '#lib/time-format.ts'
import { buildCalendar, webinarCalendarEvent } from '#lib/webinar-calendar.ts'
import type { Resource, Webinar } from '#lib/content-model.ts'
import type { MailMessage } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'

/** The mail of the lead forms: webinar confirmations, the media kit's note to sales and its receipt, gated downloads and applications. */
const signOff = (site: SiteInfo) => `\n\n— The ${site.siteName} team\n${site.siteUrl}\n`
const hello = (lead: Lead) => `Hello ${lead.firstname || 'there'},`
const link = (site: SiteInfo, path: string) => new URL(path, `${site.siteUrl}/`).href

export function webinarConfirmationMail(site: SiteInfo, webinar: Webinar, lead: Lead): MailMessage {
  const when = webinar.start ? formatMailEasternTime(webinar.start) : 'to be announced'
  const message: MailMessage = {
    to: lead.email,
    subject: `You're registered: ${webinar.title}`,
    text: `${hello(lead)}\n\nYou are registered for the webinar "${webinar.title}".\n\nWhen: ${when}\nJoin and details: ${link(site, webinar.path)}\n\nThe attached invitation adds it to your calendar.${signOff(site)}`,
  }
  if (webinar.start) {
    const event = webinarCalendarEvent({ ...webinar, start: webinar.start }, site.siteUrl)
    message.icalEvent = { filename: `${webinar.slug}.ics`, content: buildCalendar(event, site.siteName) }
  }
  return message
}

/** How long before the start each reminder goes, and how its subject says it. */
export const WEBINAR_REMINDERS = [
  { key: '7d', beforeMs: 7 * 24 * 3600_000, when: 'Next week' },
  { key: '1d', beforeMs: 24 * 3600_000, when: 'Tomorrow' },
  { key: '1h', beforeMs: 3600_000, when: 'In one hour' },
] as const
export type ReminderKey = (typeof WEBINAR_REMINDERS)[number]['key']

export function webinarReminderMail(site: SiteInfo, webinar: Webinar & { start: string }, lead: Lead, reminder: (typeof WEBINAR_REMINDERS)[number]): MailMessage {
  const event = webinarCalendarEvent(webinar, site.siteUrl)
  return {
    to: lead.email,
    subject: `${reminder.when}: ${webinar.title}`,
    text: `${hello(lead)}\n\nA reminder: the webinar "${webinar.title}" starts ${formatMailEasternTime(webinar.start)}.\n\nJoin here: ${link(site, webinar.path)}\n\nThe attached invitation keeps it in your calendar.${signOff(site)}`,
    icalEvent: { filename: `${webinar.slug}.ics`, content: buildCalendar(event, site.siteName) },
  }
}

export function webinarReplayMail(site: SiteInfo, webinar: Webinar, lead: Lead): MailMessage {
  return {
    to: lead.email,
    subject: `Your recording: ${webinar.title}`,
    text: `${hello(lead)}\n\nThe recording of "${webinar.title}" is unlocked for you:\n\n${link(site, webinar.path)}\n\nIt opens in the browser you registered with, or wherever you sign in with this address.${signOff(site)}`,
  }
}

export function mediaKitReceiptMail(site: SiteInfo, lead: Lead): MailMessage {
  return {
    to: lead.email,
    subject: `The ${site.siteName} media kit`,
    text: `${hello(lead)}\n\nThank you for your interest in advertising with ${site.siteName}. The media kit is open for you at ${link(site, '/advertising/media-kit')}.\n\nOur sales team will be in touch shortly.${signOff(site)}`,
  }
}

export function mediaKitSalesMail(site: SiteInfo, salesEmail: string, lead: Lead): MailMessage {
  return salesNotice(salesEmail, lead, `Media kit request: ${lead.company || lead.email}`, `A media kit was requested on ${site.siteName}.`)
}

/** "Is this your company?" from a company's page: sales hears of someone who speaks for it. */
export function companyClaimSalesMail(site: SiteInfo, salesEmail: string, lead: Lead, company: { name: string; path: string }): MailMessage {
  return salesNotice(salesEmail, lead, `Company profile: ${company.name}`, `Someone says they speak for ${company.name} (${site.siteUrl}${company.path}).`)
}

/** A lead told to the sales team: who sent it, every answer, and how often this address sent it. */
function salesNotice(salesEmail: string, lead: Lead, subject: string, intro: string): MailMessage {
  const answers = Object.entries(lead.answers).map(([name, value]) => `${name}: ${value === true ? 'yes' : String(value)}`)
  const lines = [
    `Name: ${[lead.firstname, lead.lastname].filter(Boolean).join(' ')}`,
    `Email: ${lead.email}`,
    `Company: ${lead.company}`,
    `Job title: ${lead.jobTitle}`,
    `Phone: ${lead.phone}`,
    ...answers,
    `Requests from this address: ${lead.submissions}`,
  ]
  return { to: salesEmail, subject, text: `${intro}\n\n${lines.join('\n')}\n` }
}

/** The download link of a gated asset: the link's key is the lead's access token. */
export function assetDownloadMail(site: SiteInfo, resource: Resource, lead: Lead, downloadUrl: string): MailMessage {
  return {
    to: lead.email,
    subject: `Your download: ${resource.title}`,
    text:
      `${hello(lead)}\n\nThank you for your interest in "${resource.title}"` +
      `${resource.sponsor ? `, provided by ${resource.sponsor.name}` : ''}. Download it here:\n\n${site.siteUrl}${downloadUrl}\n\n` +
      `The link is yours: it stops working if the form is filled in again with this address.${signOff(site)}`,
  }
}

export function applicationReceiptMail(site: SiteInfo, form: ApplicationForm, program: { name: string }, lead: Lead): MailMessage {
  return {
    to: lead.email,
    subject: `We received your submission: ${program.name}`,
    text:
      `${hello(lead)}\n\nThank you: your submission for ${program.name} (${form.heading.toLowerCase()}) has reached our research team. ` +
      `We review every one and write to you if we need more.${signOff(site)}`,
  }
}

export function landingReceiptMail(site: SiteInfo, page: { title: string; path: string }, lead: Lead): MailMessage {
  return {
    to: lead.email,
    subject: `Your request: ${page.title}`,
    text:
      `${hello(lead)}\n\nThank you for your interest in ${page.title}. Our research team will write to you within two working days ` +
      `with what you asked for. The page stays open for you at ${link(site, page.path)}.${signOff(site)}`,
  }
}
