import type { Logger } from 'pino'
import type { LeadValues } from '#lib/lead-fields.ts'
import { MEDIA_KIT_GRANT } from '#lib/media-kit-form.ts'
import { mediaKitPaths } from '#lib/fixed-pages.ts'
import type { PublicUser } from '../accounts/accounts.ts'
import { deliverLater, mediaKitReceiptMail, mediaKitSalesMail } from './lead-mail.ts'
import type { Leads, StoredLead } from './leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkPass } from '../network-gate.ts'
import type { MediaKit } from '#lib/media-kit.ts'
import { getMediaKit } from './media-kit-contents.ts'

/**
 * Media kit requests: stored as a lead first (one per address), then the sales team is told
 * and the requester gets a receipt. Mail failures are recorded on the lead, never answered.
 */
export function createMediaKit({ leads, log, site, salesEmail }: { leads: Leads; log: Logger; site: SiteInfo; salesEmail: string }) {
  return {
    contents(): MediaKit {
      return getMediaKit(salesEmail)
    },

    async request({ values, user, network }: { values: LeadValues; user: PublicUser | null; network: NetworkPass }): Promise<StoredLead> {
      const stored = await leads.submitForm({ ...MEDIA_KIT_GRANT, form: mediaKitPaths[0]!, values, userId: user?.id ?? null, network })
      deliverLater(leads, log, stored.lead, mediaKitSalesMail(site, salesEmail, stored.lead))
      deliverLater(leads, log, stored.lead, mediaKitReceiptMail(site, stored.lead))
      return stored
    },
  }
}

export type MediaKitService = ReturnType<typeof createMediaKit>
