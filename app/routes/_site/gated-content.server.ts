import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, redirect, type AppLoadContext } from 'react-router'
import { applicationPath, findApplicationForm, type ApplicationForm } from '#lib/application-forms.ts'
import { LANDING_LEAD_FIELDS } from '#lib/landing-pages.ts'
import { assetLeadFields } from '#lib/asset-lead-form.ts'
import { createLeadFormSchema } from '#lib/lead-forms.ts'
import { isHoneypotFilled, prefillLeadForm, type LeadFormField, type LeadValues } from '#lib/lead-fields.ts'
import { resourceDownloadPath } from '#lib/section-paths.ts'
import { resolveListFamily } from '#lib/list-families.ts'
import type { Resource } from '#lib/content-model.ts'
import type { AssetView } from '../../components/resources/asset-view.ts'
import { replyOnServiceError } from '../form-replies.server.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect } from '../http-responses.server.ts'
import { networkPass } from '../network-pass.server.ts'

/**
 * The gated page's server side: /resources/content/{title}/{client} is either a sponsor's asset
 * (the title is its slug, the client its sponsor's) or an application form (the title is one of
 * lib/application-forms.ts, the client the list or award applied for).
 */
const SLUG = /^[a-z0-9-]{1,200}$/

export async function requireAsset(context: AppLoadContext, params: { title?: string }): Promise<Resource> {
  const slug = params.title ?? ''
  if (!SLUG.test(slug)) throw notFound()
  const resource = await withContent(context, () => context.content.getResource(slug))
  if (!resource || resource.slug !== slug) throw notFound()
  return resource
}

/** What the asset page shows of a resource: a gated file's address never reaches the page (the download route streams it after the form). */
export async function assetView(context: AppLoadContext, resource: Resource): Promise<AssetView> {
  const { contentHtml, file, ...rest } = resource
  const gated = isGatedFile(resource)
  const unlocked = gated && (await isUnlocked(context, resource.slug))
  return {
    kind: 'asset' as const,
    resource: { ...rest, file: gated ? null : file, pages: file?.pages ?? null },
    html: context.sanitizeContent(contentHtml),
    gated,
    downloadUrl: unlocked ? resourceDownloadPath(resource.slug) : null,
    prefill: prefillLeadForm(assetLeadFields(resource.sponsor?.name ?? null), context.user),
  }
}

/** Whether this browser (access cookie) or reader (own lead) already unlocked the asset; no database means no. */
export async function isUnlocked(context: AppLoadContext, slug: string): Promise<boolean> {
  const user = context.user
  if (!context.accessTokens.length && !user) return false
  return context.leads.hasAccess({ kind: 'asset', target: slug }, { tokens: context.accessTokens, userId: user?.id, email: user?.email }).catch((error: unknown) => {
    context.log.warn({ event: 'lead.access_check_failed', err: error }, 'access check failed')
    return false
  })
}

export const isGatedFile = (resource: Resource) => resource.gated && resource.file !== null

/** The application form and the list or award it is for; a misspelt family alias moves to its slug. */
export function requireApplication(context: AppLoadContext, params: { title?: string; client?: string }, form: ApplicationForm) {
  const resolved = resolveListFamily(params.client ?? '', context.env.SITE_NAME)
  if (!resolved || !form.accepts(resolved.family)) throw notFound()
  if (resolved.isAlias) throw permanentRedirect(applicationPath(form, resolved.slug))
  return { slug: resolved.slug, name: resolved.name }
}

export const applicationFor = (params: { title?: string }) => findApplicationForm(params.title ?? '')

/** What a form's page needs to render it (functions stay on the server). */
export const formView = (form: ApplicationForm) => ({ title: form.title, heading: form.heading, intro: form.intro, fields: form.fields })

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    // Not a form body (wrong content type, broken encoding): answered like an empty form.
    return new FormData()
  }
}

/** The posted form checked against its fields; a robot's (honeypot filled in) goes back to the page unstored. */
async function parseLead(request: Request, fields: LeadFormField[]) {
  const formData = await readForm(request)
  if (isHoneypotFilled(formData)) throw redirect(new URL(request.url).pathname)
  return parseForm(formData, { schema: createLeadFormSchema(fields) })
}

const refused = (result: SubmissionResult<string[]>, init: ResponseInit) => data({ result, downloadUrl: null, done: false }, init)
const submitter = (context: AppLoadContext, submission: Submission<unknown>, values: LeadValues) => ({ values, userId: context.user?.id, network: networkPass(context, submission) })

export async function assetAction(context: AppLoadContext, request: Request, resource: Resource) {
  if (!isGatedFile(resource)) throw notFound()
  const submission = await parseLead(request, assetLeadFields(resource.sponsor?.name ?? null))
  if (submission.status !== 'success') return refused(submission.reply(), { status: 400 })
  const sent = await replyOnServiceError(submission, () => context.gatedLeads.submitAsset(resource, submitter(context, submission, submission.value)))
  if (!sent.ok) return refused(sent.reply, { status: sent.status, headers: sent.headers })
  return data({ result: submission.reply({ resetForm: true }), downloadUrl: sent.value.downloadUrl, done: true }, { headers: { 'Set-Cookie': context.accessCookie(sent.value.accessToken) } })
}

export async function applicationAction(context: AppLoadContext, request: Request, form: ApplicationForm, program: { slug: string; name: string }) {
  const submission = await parseLead(request, form.fields)
  if (submission.status !== 'success') return refused(submission.reply(), { status: 400 })
  const sent = await replyOnServiceError(submission, () => context.gatedLeads.submitApplication(form, program, submitter(context, submission, submission.value)))
  if (!sent.ok) return refused(sent.reply, { status: sent.status, headers: sent.headers })
  return data({ result: submission.reply({ resetForm: true }), downloadUrl: null, done: true })
}

/** A year's insight page (landing page): the reader's request, stored as a lead and acknowledged by mail. */
export async function landingAction(context: AppLoadContext, request: Request, page: { title: string; path: string }) {
  const submission = await parseLead(request, LANDING_LEAD_FIELDS)
  if (submission.status !== 'success') return refused(submission.reply(), { status: 400 })
  const sent = await replyOnServiceError(submission, () => context.gatedLeads.submitLanding(page, submitter(context, submission, submission.value)))
  if (!sent.ok) return refused(sent.reply, { status: sent.status, headers: sent.headers })
  return data({ result: submission.reply({ resetForm: true }), downloadUrl: null, done: true })
}
