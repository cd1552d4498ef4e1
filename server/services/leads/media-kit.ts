import type { LeadValues } from '#lib/lead-fields.ts'
import { MEDIA_KIT_GRANT } from '#lib/media-kit-form.ts'
import { mediaKitPaths } from '#lib/fixed-pages.ts'
import type { PublicUser } from '../accounts/accounts.ts'
import { mediaKitReceiptMail, mediaKitSalesMail } from './lead-mail.ts'
import type { Leads, StoredLead } from './leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkPass } from '../network-gate.ts'
import type { MediaKit } from '#lib/media-kit.ts'
import { getMediaKit } from './media-kit-contents.ts'

/**
 * Media kit requests: stored as a lead (one per address) with two mails queued in the same
 * transaction: the sales team is told and the requester gets a receipt. Mail failures are
 * recorded on the lead, never answered.
 */
export function createMediaKit({ leads, site, salesEmail }: { leads: Leads; site: SiteInfo; salesEmail: string }) {
  return {
    contents(): MediaKit {
      return getMediaKit(salesEmail)
    },

    async request({ values, user, network }: { values: LeadValues; user: PublicUser | null; network: NetworkPass }): Promise<StoredLead> {
      const mails = ({ lead }: StoredLead) => [mediaKitSalesMail(site, salesEmail, lead), mediaKitReceiptMail(site, lead)]
      return leads.submitForm({ ...MEDIA_KIT_GRANT, form: mediaKitPaths[0]!, values, userId: user?.id ?? null, network, mails })
    },
  }
}

export type MediaKitService = ReturnType<typeof createMediaKit>
