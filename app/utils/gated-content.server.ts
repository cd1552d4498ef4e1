import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import { applicationPath, findApplicationForm, type ApplicationForm } from '#lib/application-forms.ts'
import { assetLeadFields, leadFormSchema, type LeadField } from '#lib/gated-lead-forms.ts'
import { resolveListFamily } from '#lib/list-families.ts'
import { resourceDownloadPath } from '#lib/section-paths.ts'
import type { Resource } from '#server/content/content-types.ts'
import { submitApplication, submitAssetLead } from '#server/services/gated-leads.ts'
import { withContent } from './content-page.server.ts'
import { notFound, permanentRedirect } from './http.server.ts'

/**
 * The gated page's server side: /resources/content/{title}/{client} is either a sponsor's asset
 * (the title is its slug, the client its sponsor's) or an application form (the title is one of
 * lib/application-forms.ts, the client the list or award applied for).
 */
const SLUG = /^[a-z0-9-]{1,200}$/

const siteOf = (context: AppLoadContext) => ({ siteName: context.env.SITE_NAME, siteUrl: context.env.SITE_URL })

/** A signed-in reader's details fill the form in. */
export function prefillFor(context: AppLoadContext): Record<string, string> {
  const user = context.user
  if (!user) return {}
  const { firstname, lastname, email, company, jobTitle, phone } = user
  return Object.fromEntries(Object.entries({ firstname, lastname, email, company, jobTitle, phone }).filter(([, value]) => value))
}

export async function requireAsset(context: AppLoadContext, params: { title?: string }): Promise<Resource> {
  const slug = params.title ?? ''
  if (!SLUG.test(slug)) throw notFound()
  const resource = await withContent(context, () => context.content.getResource(slug))
  if (!resource || resource.slug !== slug) throw notFound()
  return resource
}

/** Whether this browser (access cookie) or reader (own lead) already unlocked the asset; no database means no. */
export async function isUnlocked(context: AppLoadContext, slug: string): Promise<boolean> {
  const user = context.user
  if (!context.accessTokens.length && !user) return false
  return context.leads
    .hasAccess({ kind: 'asset', target: slug }, { tokens: context.accessTokens, userId: user?.id, email: user?.email })
    .catch((error: unknown) => {
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

async function parse(request: Request, fields: LeadField[]) {
  return parseWithZod(await readForm(request), { schema: leadFormSchema(fields) })
}

export async function assetAction(context: AppLoadContext, request: Request, resource: Resource) {
  if (!isGatedFile(resource)) throw notFound()
  const submission = await parse(request, assetLeadFields(resource.sponsor?.name ?? null))
  if (submission.status !== 'success') return data({ result: submission.reply(), downloadUrl: null, done: false }, { status: 400 })
  const { accessToken } = await submitAssetLead({ leads: context.leads, site: siteOf(context) }, resource, submission.value, context.user?.id)
  return data(
    { result: submission.reply({ resetForm: true }), downloadUrl: resourceDownloadPath(resource.slug, accessToken), done: true },
    { headers: { 'Set-Cookie': context.accessCookie(accessToken) } },
  )
}

export async function applicationAction(context: AppLoadContext, request: Request, form: ApplicationForm, program: { slug: string; name: string }) {
  const submission = await parse(request, form.fields)
  if (submission.status !== 'success') return data({ result: submission.reply(), downloadUrl: null, done: false }, { status: 400 })
  await submitApplication({ leads: context.leads, site: siteOf(context) }, form, program, submission.value, context.user?.id)
  return data({ result: submission.reply({ resetForm: true }), downloadUrl: null, done: true })
}
