import type { AppLoadContext } from 'react-router'
import type { IssueActionInput } from '#lib/newsletter-schemas.ts'
import { ServiceError } from '#lib/service-errors.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { zonedTimeToUtc } from '#lib/zoned-time.ts'
import type { StaffMember } from './require-staff.server.ts'

/** The buttons that move an issue along its way out: the lifecycle's step each runs, and what is said after it. */
const STEPS = {
  'send-now': { run: 'sendNow', done: 'The issue is going out now.' },
  cancel: { run: 'cancel', done: 'Cancelled: the issue is a draft again.' },
  stop: { run: 'stop', done: 'Stopped: what went out is recorded; resume to send the rest.' },
  resume: { run: 'resume', done: 'Resumed: the rest is going out.' },
} as const

/** What one button of the issue editor does, and the sentence saying it was done. */
export async function runIssueAction(context: AppLoadContext, user: StaffMember, slug: string, id: number, value: IssueActionInput): Promise<string> {
  const { editing, lifecycle } = context.newsletterIssues
  switch (value.intent) {
    case 'text':
      await editing.setText(user, slug, id, { subject: value.subject, previewText: value.previewText, introHtml: context.sanitizeContent(value.introHtml) })
      return 'The subject, preview text and intro are saved.'
    case 'up':
    case 'down':
      await editing.move(user, slug, id, value.position, value.intent)
      return `Item ${value.position} moved ${value.intent}.`
    case 'remove':
      await editing.remove(user, slug, id, value.position)
      return `Item ${value.position} removed.`
    case 'add':
      await editing.add(user, slug, id, { type: value.type, id: value.id })
      return 'Added at the end of the issue.'
    case 'sponsor': {
      const sponsor = await context.sponsorCompanies.chosen(value.sponsor)
      const { intent: _, ...slot } = value
      // Left empty, the logo and its text are the sponsor company's.
      await editing.setSponsor(user, slug, id, { ...slot, logoUrl: slot.logoUrl || (sponsor.logo ?? ''), logoAlt: slot.logoAlt || `${sponsor.name} logo` })
      return `The sponsor slot is booked for ${sponsor.name}.`
    }
    case 'sponsor-clear':
      await editing.setSponsor(user, slug, id, null)
      return 'The sponsor slot is empty.'
    case 'test':
      await lifecycle.sendTest(slug, id, value.addresses)
      return `A test went to ${value.addresses.join(', ')}.`
    case 'schedule': {
      const at = zonedTimeToUtc(value.date, value.time, SITE_TIME_ZONE)
      if (!at) throw new ServiceError('validation_failed', 'Give a date and a time', { fields: { date: 'Give a date like 2026-12-01' } })
      await lifecycle.schedule(user, slug, id, at)
      return `Scheduled for ${value.date} at ${value.time} (Eastern Time).`
    }
    case 'send-now':
    case 'cancel':
    case 'stop':
    case 'resume':
      await lifecycle[STEPS[value.intent].run](user, slug, id)
      return STEPS[value.intent].done
  }
}
