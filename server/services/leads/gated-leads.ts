import type { ApplicationForm } from '#lib/application-forms.ts'
import type { LeadValues } from '#lib/lead-fields.ts'
import { resourceDownloadPath } from '#lib/section-paths.ts'
import { applicationPath } from '#lib/application-forms.ts'
import type { Resource } from '#lib/content-model.ts'
import { applicationReceiptMail, assetDownloadMail, landingReceiptMail } from './lead-mail.ts'
import type { Leads, StoredLead } from './leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkPass } from '../network-gate.ts'

interface Submitter {
  values: LeadValues
  userId?: number | null
  network: NetworkPass
}

/**
 * The gated-content forms, for the page's action and the JSON API alike: the lead is stored
 * (leads.submitForm: the network's limit first, one row per form and address) with its thank-you
 * mail queued in the same transaction; the outcome is recorded on the row. A mail failure never
 * loses the lead or fails the request.
 */
export function createGatedLeads({ leads, site }: { leads: Leads; site: SiteInfo }) {
  return {
    /** Stores the download form of a gated asset; the sponsor of the asset (from the content) is recorded with it. */
    async submitAsset(resource: Resource, submitter: Submitter) {
      const mails = ({ lead, accessToken }: StoredLead) => [assetDownloadMail(site, resource, lead, resourceDownloadPath(resource.slug, accessToken))]
      const stored = await leads.submitForm({
        kind: 'asset',
        target: resource.slug,
        sponsor: resource.sponsor?.slug ?? '',
        sponsorName: resource.sponsor?.name,
        form: resource.path,
        mails,
        ...submitter,
      })
      return { ...stored, downloadUrl: resourceDownloadPath(resource.slug, stored.accessToken) }
    },

    /** Stores a year's insight page request; the page's address is the target. */
    async submitLanding(page: { title: string; path: string }, submitter: Submitter) {
      return leads.submitForm({ kind: 'landing', target: page.path, sponsor: '', form: page.path, mails: ({ lead }) => [landingReceiptMail(site, page, lead)], ...submitter })
    },

    /** Stores an application (award nomination, list application); the client is the list or award applied for. */
    async submitApplication(form: ApplicationForm, program: { slug: string; name: string }, submitter: Submitter) {
      return leads.submitForm({
        kind: 'application',
        target: form.title,
        sponsor: program.slug,
        form: applicationPath(form, program.slug),
        mails: ({ lead }) => [applicationReceiptMail(site, form, program, lead)],
        ...submitter,
      })
    },
  }
}

export type GatedLeads = ReturnType<typeof createGatedLeads>
