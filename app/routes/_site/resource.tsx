import { useMemo } from 'react'
import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { assetLeadFields } from '../../../lib/asset-lead-form.ts'
import { prefillLeadForm } from '../../../lib/lead-forms.ts'
import { resourceDownloadPath } from '../../../lib/section-paths.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { ApplicationPage } from '../../components/resources/application-page.tsx'
import { LeadForm } from '../../components/forms/lead-form.tsx'
import { RESOURCE_TYPES } from '../../components/resources/resource-card.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { SponsorLogo } from '../../components/webinars/sponsor-logo.tsx'
import {
  applicationAction,
  applicationFor,
  assetAction,
  formView,
  isGatedFile,
  isUnlocked,
  requireApplication,
  requireAsset,
} from './gated-content.server.ts'
import { permanentRedirect, retryAfterHeaders } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

/**
 * /resources/content/{title}/{client}: a sponsor's asset behind its lead form (a wrong client
 * 301s to the sponsor's slug), or one of the application forms (lib/application-forms.ts).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const form = applicationFor(params)
  if (form) return { kind: 'application' as const, form: formView(form), program: requireApplication(context, params, form), prefill: prefillLeadForm(form.fields, context.user) }
  const resource = await requireAsset(context, params)
  if (new URL(request.url).pathname !== resource.path) throw permanentRedirect(resource.path)
  const { contentHtml, file, ...rest } = resource
  const gated = isGatedFile(resource)
  const unlocked = gated && (await isUnlocked(context, resource.slug))
  return {
    kind: 'asset' as const,
    // A gated file's address is never sent to the page: the download route streams it after the form.
    resource: { ...rest, file: gated ? null : file, pages: file?.pages ?? null },
    html: context.sanitizeContent(contentHtml),
    gated,
    downloadUrl: unlocked ? resourceDownloadPath(resource.slug) : null,
    prefill: prefillLeadForm(assetLeadFields(resource.sponsor?.name ?? null), context.user),
  }
}

export async function action({ params, request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = applicationFor(params)
  if (form) return applicationAction(context, request, form, requireApplication(context, params, form))
  return assetAction(context, request, await requireAsset(context, params))
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  if (data.kind === 'application') return seoMeta(matches, { title: `${data.form.heading}: ${data.program.name}`, description: data.form.intro, path: `/resources/content/${data.form.title}/${data.program.slug}` })
  return seoMeta(matches, { title: data.resource.title, description: data.resource.summary, path: data.resource.path, image: data.resource.cover })
}

export default function GatedPage() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.kind === 'application') return <ApplicationPage form={loaded.form} program={loaded.program} prefill={loaded.prefill} />
  return <AssetPage {...loaded} />
}

function AssetPage({ resource, html, gated, downloadUrl, prefill }: Extract<Awaited<ReturnType<typeof loader>>, { kind: 'asset' }>) {
  const actionData = useActionData<typeof action>()
  const { siteUrl } = useSite()
  const typeLabel = RESOURCE_TYPES[resource.assetType] ?? 'Resource'
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: resource.title, path: resource.path },
  ]
  const unlockedUrl = actionData?.downloadUrl ?? downloadUrl
  const sponsorName = resource.sponsor?.name ?? null
  const definitions = useMemo(() => assetLeadFields(sponsorName), [sponsorName])
  return (
    <article className="page resource">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <div className="resource__layout">
        {resource.cover ? <ResponsiveImage image={resource.cover} sizes="(min-width: 48rem) 16rem, 60vw" priority className="resource__cover" /> : null}
        <div>
          <p className="eyebrow">{typeLabel}</p>
          <h1>{resource.title}</h1>
          {resource.summary ? <p className="lede">{resource.summary}</p> : null}
          {resource.pages ? <p className="resource__pages">{resource.pages} pages</p> : null}
          {resource.sponsor ? (
            <p className="resource__sponsor">
              <span>Provided by</span> <SponsorLogo sponsor={resource.sponsor} />
            </p>
          ) : null}
        </div>
      </div>
      <div className="prose page--narrow" dangerouslySetInnerHTML={{ __html: html }} />
      <section aria-labelledby="download-heading" className="resource__download page--narrow">
        <h2 id="download-heading">Get the {typeLabel.toLowerCase()}</h2>
        {resource.file ? (
          <p>
            <a className="button" href={resource.file.url}>
              Download ({resource.file.type || 'PDF'})
            </a>
          </p>
        ) : unlockedUrl ? (
          <div className="lead-done" role="status">
            {actionData?.downloadUrl ? <p>Thank you. We have also sent the link to your email address.</p> : null}
            <p>
              <a className="button" href={unlockedUrl} download>
                Download “{resource.title}” (PDF)
              </a>
            </p>
          </div>
        ) : gated ? (
          <>
            <p>Fill in the form to download it free{resource.sponsor ? `, courtesy of ${resource.sponsor.name}` : ''}.</p>
            <LeadForm
              definitions={definitions}
              lastResult={actionData?.result}
              defaultValue={prefill}
              submitLabel={`Download the ${typeLabel.toLowerCase()}`}
              busyLabel="Sending…"
            />
          </>
        ) : (
          <p className="notice">There is no file to download for this resource.</p>
        )}
      </section>
      <p>
        <Link to="/resources">All resources</Link>
      </p>
    </article>
  )
}
