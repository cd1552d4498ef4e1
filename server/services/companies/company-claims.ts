import type { LeadValues } from '#lib/lead-fields.ts'
import { companyPath } from '#lib/site-paths.ts'
import type { PublicUser } from '../accounts/accounts.ts'
import { companyClaimSalesMail } from '../leads/lead-mail.ts'
import type { Leads, StoredLead } from '../leads/leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkPass } from '../network-gate.ts'

/**
 * "Is this your company?": a lead for sales (kind `company`, the company's slug as its target), one
 * per address and company, with a notice to the sales team queued in the same transaction.
 */
export function createCompanyClaims({ leads, site, salesEmail }: { leads: Leads; site: SiteInfo; salesEmail: string }) {
  return {
    claim({ company, values, user, network }: { company: { slug: string; name: string }; values: LeadValues; user: PublicUser | null; network: NetworkPass }): Promise<StoredLead> {
      const path = companyPath(company)
      const mails = ({ lead }: StoredLead) => [companyClaimSalesMail(site, salesEmail, lead, { name: company.name, path })]
      return leads.submitForm({ kind: 'company', target: company.slug, form: path, values, userId: user?.id ?? null, network, mails })
    },
  }
}
