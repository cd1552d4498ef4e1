import { useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { prefillLeadForm } from '../../../lib/lead-fields.ts'
import { ApplicationPage } from '../../components/resources/application-page.tsx'
import { AssetPageView } from '../../components/resources/asset-page.tsx'
import { applicationAction, applicationFor, assetAction, assetView, formView, requireApplication, requireAsset } from './gated-content.server.ts'
import { permanentRedirect, retryAfterHeaders } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not hydrated (decision 071); its lead or application form has an island of its own (decision 079). */
export const handle: IslandsHandle = ISLANDS_ONLY

/**
 * /resources/content/{title}/{client}: a sponsor's asset behind its lead form (a wrong client
 * 301s to the sponsor's slug), or one of the application forms (lib/application-forms.ts).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const form = applicationFor(params)
  if (form) return { kind: 'application' as const, form: formView(form), program: requireApplication(context, params, form), prefill: prefillLeadForm(form.fields, context.user) }
  const resource = await requireAsset(context, params)
  if (new URL(request.url).pathname !== resource.path) throw permanentRedirect(resource.path)
  return assetView(context, resource)
}

export async function action({ params, request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = applicationFor(params)
  if (form) return applicationAction(context, request, form, requireApplication(context, params, form))
  return assetAction(context, request, await requireAsset(context, params))
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  if (data.kind === 'application')
    return seoMeta(matches, { title: `${data.form.heading}: ${data.program.name}`, description: data.form.intro, path: `/resources/content/${data.form.title}/${data.program.slug}` })
  return seoMeta(matches, { title: data.resource.title, description: data.resource.summary, path: data.resource.path, image: data.resource.cover })
}

export default function GatedPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (loaded.kind === 'application') return <ApplicationPage form={loaded.form} program={loaded.program} prefill={loaded.prefill} />
  return <AssetPageView {...loaded} actionData={actionData} />
}
