import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { IssueFeature } from '../../components/magazine/issue-feature.tsx'
import { notFound, permanentRedirect } from '../http-responses.server.ts'
import { findIssueBySlug, toIssueView } from './magazine.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { absoluteUrl, breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

/** /magazine/{slug}: one issue. The slug is the issue's identity; other spellings are moved to it. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const slug = (params.slug ?? '').toLowerCase()
  if (!SLUG.test(slug)) throw notFound()
  const issue = await findIssueBySlug(context, slug)
  if (!issue) throw notFound()
  const url = new URL(request.url)
  if (url.pathname !== issue.path) throw permanentRedirect(`${issue.path}${url.search}`)
  return toIssueView(context, issue)
}

const crumbs = (issue: { title: string; path: string }): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Magazine', path: '/magazine' },
  { name: issue.title, path: issue.path },
]

export const meta: MetaFunction<typeof loader> = ({ data: issue, error, matches }) =>
  issue
    ? seoMeta(matches, { title: issue.title, description: issue.summary || `The ${issue.title} of the magazine.`, path: issue.path, image: issue.cover })
    : errorMeta(error, matches)

export default function MagazineIssue() {
  const issue = useLoaderData<typeof loader>()
  const { siteUrl, siteName } = useSite()
  const periodical = {
    '@context': 'https://schema.org',
    '@type': 'PublicationIssue',
    name: issue.title,
    datePublished: issue.issueDate,
    issueNumber: issue.issueNumber ?? undefined,
    url: absoluteUrl(siteUrl, issue.path),
    image: issue.cover ? absoluteUrl(siteUrl, issue.cover.src) : undefined,
    isPartOf: { '@type': 'Periodical', name: siteName },
  }
  return (
    <div className="page magazine-issue">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs(issue)), periodical]} />
      <Breadcrumbs crumbs={crumbs(issue)} />
      <IssueFeature issue={issue} headingLevel="h1" headingId="issue-toc-heading" />
      <p className="magazine-issue__more">
        <Link to="/magazine">All issues</Link> · <Link to="/magazine/subscribe/">Subscribe to the magazine</Link>
      </p>
    </div>
  )
}
