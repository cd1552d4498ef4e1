import type { Logger } from 'pino'
import type { LeadValues } from '#lib/lead-fields.ts'
import { registrationStage, webinarGrant } from '#lib/webinar-registration.ts'
import type { Webinar } from '#lib/content-model.ts'
import type { PublicUser } from '../accounts/accounts.ts'
import { webinarConfirmationMail, webinarReplayMail } from './lead-mail.ts'
import type { Leads, StoredLead } from './leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkPass } from '../network-gate.ts'
import type { WebinarReminders } from './webinar-reminders.ts'

export interface Registration extends StoredLead {
  /** A held webinar: the registration unlocked its recording. */
  replayUnlocked: boolean
}

/**
 * Webinar registrations: stored as a lead (one per webinar and address, so a second registration
 * only updates it) with its confirmation mail queued in the same transaction: with a calendar
 * invitation for a session to come (and reminders before it), with the recording's link for a
 * held one. Callers check the stage first.
 */
export function createWebinarRegistrations({ leads, log, site, reminders }: { leads: Leads; log: Logger; site: SiteInfo; reminders: WebinarReminders }) {
  return {
    async register({ webinar, values, user, network }: { webinar: Webinar; values: LeadValues; user: PublicUser | null; network: NetworkPass }): Promise<Registration> {
      const stage = registrationStage(webinar)
      if (stage === 'closed') throw new Error(`registration for webinar ${webinar.id} is closed`)
      const mails = ({ lead }: StoredLead) => [stage === 'live' ? webinarConfirmationMail(site, webinar, lead) : webinarReplayMail(site, webinar, lead)]
      const stored = await leads.submitForm({
        ...webinarGrant(webinar),
        sponsor: webinar.sponsor?.slug ?? '',
        sponsorName: webinar.sponsor?.name,
        form: webinar.path,
        values,
        userId: user?.id ?? null,
        network,
        mails,
      })
      if (stage === 'live') {
        await reminders
          .scheduleFor(stored.lead.id, webinar)
          .catch((error: unknown) => log.error({ event: 'webinar.reminders_not_scheduled', leadId: stored.lead.id, err: error }, 'reminders not scheduled'))
      }
      return { ...stored, replayUnlocked: stage === 'replay' }
    },
  }
}

export type WebinarRegistrations = ReturnType<typeof createWebinarRegistrations>
