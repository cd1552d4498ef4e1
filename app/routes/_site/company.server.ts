import { companyPath } from '#lib/site-paths.ts'
import { data, redirect, type AppLoadContext } from 'react-router'
import { CompanyClaim } from '#lib/company-claim-form.ts'
import { isHoneypotFilled } from '#lib/lead-fields.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import type { CompanyView } from '../../components/companies/company-view.ts'
import { replyOnServiceError } from '../form-replies.server.ts'
import { notFound } from '../http-responses.server.ts'
import { networkPass } from '../network-pass.server.ts'

/** A company's address: lower-case letters, digits and hyphens; anything else names no company. */
const SLUG = /^[a-z0-9-]{1,100}$/

/** The company a page's address names, as its page shows it; 404 for any other address. */
export async function requireCompany(context: AppLoadContext, slug: string | undefined): Promise<CompanyView> {
  if (!slug || !SLUG.test(slug)) throw notFound()
  const profile = await context.companies.profiles.bySlug(slug)
  if (!profile) throw notFound()
  return { ...profile, path: companyPath(profile) }
}

/** "Is this your company?": the lead is stored for sales, then the page says so (`?sent=1`). */
export async function claimCompany(context: AppLoadContext, request: Request, slug: string | undefined) {
  const company = await requireCompany(context, slug)
  const formData = await request.formData()
  const submission = parseForm(formData, { schema: CompanyClaim })
  if (isHoneypotFilled(formData)) throw redirect(`${company.path}?sent=1#claim`)
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const result = await replyOnServiceError(submission, () => context.companies.claims.claim({ company, values: submission.value, user: context.user, network: networkPass(context, submission) }))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect(`${company.path}?sent=1#claim`)
}
