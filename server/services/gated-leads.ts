import type { Database } from '#db/client.ts'
import type { ApplicationForm } from '#lib/application-forms.ts'
import { splitLeadValues, type LeadValues } from '#lib/lead-forms.ts'
import { resourceDownloadPath } from '#lib/section-paths.ts'
import type { Resource } from '../content/content-types.ts'
import { limitLeadForm } from './lead-limits.ts'
import type { Leads } from './leads.ts'
import type { MailMessage } from './mail.ts'
import type { SiteInfo } from './mail-templates.ts'

const signOff = (site: SiteInfo) => `\n\n— The ${site.siteName} team\n${site.siteUrl}\n`

interface Submitter {
  values: LeadValues
  userId?: number | null
  ip: string
}

/**
 * The gated-content forms, for the page's action and the JSON API alike: the network's limit is
 * counted first, the lead stored next (leads.submit, one row per form and address), then the
 * thank-you mail goes out and its outcome is recorded on the row. A mail failure never loses the
 * lead or fails the request.
 */
export function createGatedLeads({ db, leads, site }: { db: Database; leads: Leads; site: SiteInfo }) {
  return {
    /** Stores the download form of a gated asset; the sponsor of the asset (from the content) is recorded with it. */
    async submitAsset(resource: Resource, { values, userId, ip }: Submitter) {
      await limitLeadForm(db, 'asset', ip)
      const { contact, answers } = splitLeadValues(values)
      const stored = await leads.submit({ kind: 'asset', target: resource.slug, sponsor: resource.sponsor?.slug ?? '', userId, ...contact, answers })
      const downloadUrl = resourceDownloadPath(resource.slug, stored.accessToken)
      const message: MailMessage = {
        to: stored.lead.email,
        subject: `Your download: ${resource.title}`,
        text:
          `Hello ${stored.lead.firstname || 'there'},\n\nThank you for your interest in "${resource.title}"` +
          `${resource.sponsor ? `, provided by ${resource.sponsor.name}` : ''}. Download it here:\n\n${site.siteUrl}${downloadUrl}\n\n` +
          `The link is yours: it stops working if the form is filled in again with this address.${signOff(site)}`,
      }
      await leads.deliver(stored.lead, message)
      return { ...stored, downloadUrl }
    },

    /** Stores an application (award nomination, list application); the client is the list or award applied for. */
    async submitApplication(form: ApplicationForm, program: { slug: string; name: string }, { values, userId, ip }: Submitter) {
      await limitLeadForm(db, 'application', ip)
      const { contact, answers } = splitLeadValues(values)
      const stored = await leads.submit({ kind: 'application', target: form.title, sponsor: program.slug, userId, ...contact, answers })
      const message: MailMessage = {
        to: stored.lead.email,
        subject: `We received your submission: ${program.name}`,
        text:
          `Hello ${stored.lead.firstname || 'there'},\n\nThank you: your submission for ${program.name} (${form.heading.toLowerCase()}) has reached our research team. ` +
          `We review every one and write to you if we need more.${signOff(site)}`,
      }
      await leads.deliver(stored.lead, message)
      return stored
    },
  }
}

export type GatedLeads = ReturnType<typeof createGatedLeads>
