import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { RESOURCE_TYPES } from '../../components/resources/resource-card.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { SponsorLogo } from '../../components/webinars/sponsor-logo.tsx'
import { withContent } from '../../utils/content-page.server.ts'
import { notFound, permanentRedirect } from '../../utils/http.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

/** /resources/content/{title}/{client}: the title (slug) finds the asset; a wrong client 301s to the sponsor's slug. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const slug = params.title ?? ''
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw notFound()
  const resource = await withContent(context, () => context.content.getResource(slug))
  if (!resource || resource.slug !== slug) throw notFound()
  if (new URL(request.url).pathname !== resource.path) throw permanentRedirect(resource.path)
  const { contentHtml, file, ...rest } = resource
  // A gated file is handed out by the download form (it comes later); only open files are linked.
  return { resource: { ...rest, file: resource.gated ? null : file, pages: file?.pages ?? null }, html: context.sanitizeContent(contentHtml) }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: data.resource.title, description: data.resource.summary, path: data.resource.path, image: data.resource.cover }) : errorMeta(error, matches)

export default function ResourcePage() {
  const { resource, html } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  const typeLabel = RESOURCE_TYPES[resource.assetType] ?? 'Resource'
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: resource.title, path: resource.path },
  ]
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
        ) : (
          <p className="notice" role="status">
            The download form opens here soon.
          </p>
        )}
      </section>
      <p>
        <Link to="/resources">All resources</Link>
      </p>
    </article>
  )
}
