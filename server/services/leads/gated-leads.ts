import type { ApplicationForm } from '#lib/application-forms.ts'
import type { LeadValues } from '#lib/lead-fields.ts'
import { resourceDownloadPath } from '#lib/section-paths.ts'
import { applicationPath } from '#lib/application-forms.ts'
import type { Resource } from '#lib/content-model.ts'
import { applicationReceiptMail, assetDownloadMail, landingReceiptMail } from './lead-mail.ts'
import type { Leads } from './leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkPass } from '../network-gate.ts'

interface Submitter {
  values: LeadValues
  userId?: number | null
  network: NetworkPass
}

/**
 * The gated-content forms, for the page's action and the JSON API alike: the lead is stored
 * (leads.submitForm: the network's limit first, one row per form and address), then the
 * thank-you mail goes out and its outcome is recorded on the row. A mail failure never loses the
 * lead or fails the request.
 */
export function createGatedLeads({ leads, site }: { leads: Leads; site: SiteInfo }) {
  return {
    /** Stores the download form of a gated asset; the sponsor of the asset (from the content) is recorded with it. */
    async submitAsset(resource: Resource, submitter: Submitter) {
      const stored = await leads.submitForm({ kind: 'asset', target: resource.slug, sponsor: resource.sponsor?.slug ?? '', sponsorName: resource.sponsor?.name, form: resource.path, ...submitter })
      const downloadUrl = resourceDownloadPath(resource.slug, stored.accessToken)
      await leads.deliver(stored.lead, assetDownloadMail(site, resource, stored.lead, downloadUrl))
      return { ...stored, downloadUrl }
    },

    /** Stores a year's insight page request; the page's address is the target. */
    async submitLanding(page: { title: string; path: string }, submitter: Submitter) {
      const stored = await leads.submitForm({ kind: 'landing', target: page.path, sponsor: '', form: page.path, ...submitter })
      await leads.deliver(stored.lead, landingReceiptMail(site, page, stored.lead))
      return stored
    },

    /** Stores an application (award nomination, list application); the client is the list or award applied for. */
    async submitApplication(form: ApplicationForm, program: { slug: string; name: string }, submitter: Submitter) {
      const stored = await leads.submitForm({ kind: 'application', target: form.title, sponsor: program.slug, form: applicationPath(form, program.slug), ...submitter })
      await leads.deliver(stored.lead, applicationReceiptMail(site, form, program, stored.lead))
      return stored
    },
  }
}

export type GatedLeads = ReturnType<typeof createGatedLeads>
