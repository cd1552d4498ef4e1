import type { ApplicationForm } from '#lib/application-forms.ts'
import { assetLeadFields, splitAnswers, type LeadField } from '#lib/gated-lead-forms.ts'
import { resourceDownloadPath } from '#lib/section-paths.ts'
import type { Resource } from '../content/content-types.ts'
import type { Leads, LeadInput } from './leads.ts'
import type { MailMessage } from './mail.ts'
import type { SiteInfo } from './mail-templates.ts'

/**
 * The gated-content forms, for the page's action and the JSON API alike: the lead is stored
 * first (leads.submit, one row per form and address), then the thank-you mail goes out and its
 * outcome is recorded on the row. A mail failure never loses the lead or fails the request.
 */
export interface GatedLeadDeps {
  leads: Leads
  site: SiteInfo
}

const signOff = (site: SiteInfo) => `\n\n— The ${site.siteName} team\n${site.siteUrl}\n`

function leadInput(fields: readonly LeadField[], values: Record<string, unknown>, rest: Omit<LeadInput, 'email'>): LeadInput {
  const { contact, answers } = splitAnswers(fields, values)
  return { ...rest, ...contact, answers }
}

/** Stores the download form of a gated asset; the sponsor of the asset (from the content) is recorded with it. */
export async function submitAssetLead({ leads, site }: GatedLeadDeps, resource: Resource, values: Record<string, unknown>, userId?: number | null) {
  const fields = assetLeadFields(resource.sponsor?.name ?? null)
  const stored = await leads.submit(leadInput(fields, values, { kind: 'asset', target: resource.slug, sponsor: resource.sponsor?.slug ?? '', userId }))
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
}

/** Stores an application (award nomination, list application); the client is the list or award applied for. */
export async function submitApplication(
  { leads, site }: GatedLeadDeps,
  form: ApplicationForm,
  program: { slug: string; name: string },
  values: Record<string, unknown>,
  userId?: number | null,
) {
  const stored = await leads.submit(leadInput(form.fields, values, { kind: 'application', target: form.title, sponsor: program.slug, userId }))
  const message: MailMessage = {
    to: stored.lead.email,
    subject: `We received your submission: ${program.name}`,
    text:
      `Hello ${stored.lead.firstname || 'there'},\n\nThank you: your submission for ${program.name} (${form.heading.toLowerCase()}) has reached our research team. ` +
      `We review every one and write to you if we need more.${signOff(site)}`,
  }
  await leads.deliver(stored.lead, message)
  return stored
}
