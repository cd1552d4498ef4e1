import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { IssueFeature } from '../../components/magazine/issue-feature.tsx'
import { withContent } from '../content-reads.server.ts'
import { toIssueViewWithArticles } from './magazine.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'Read a free sample issue of the magazine: the cover story, the contents and the full digital edition.'
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Magazine', path: '/magazine' },
  { name: 'Sample issue', path: '/magazine/sample' },
]
/** A taste, not the whole contents: the rest is what the subscription is for. */
const SAMPLE_TOC_ENTRIES = 3

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

/** The sample is the current issue: the one a new subscriber would receive first. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const issue = await withContent(context, () => context.content.getCurrentIssue())
  return { issue: issue ? await toIssueViewWithArticles(context, issue) : null }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: 'Sample issue', description: DESCRIPTION, path: '/magazine/sample', image: data.issue?.cover ?? null }) : errorMeta(error, matches)

export default function MagazineSample() {
  const { issue } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  return (
    <div className="page magazine-sample">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, CRUMBS)]} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="archive__header">
        <h1>Sample issue</h1>
        <p className="lede">See what arrives every month: read this issue free, then subscribe for the next one.</p>
      </header>
      {issue ? (
        <IssueFeature issue={issue} headingLevel="h2" headingId="sample-toc-heading" tocLimit={SAMPLE_TOC_ENTRIES} />
      ) : (
        <p className="notice" role="status">
          The sample issue is being prepared. Please come back soon.
        </p>
      )}
      <aside className="subscribe-cta" aria-labelledby="subscribe-cta-heading">
        <h2 id="subscribe-cta-heading">Get every issue</h2>
        <p>Twelve issues a year plus the special editions, in print and digital, from $29 a year.</p>
        <Link to="/magazine/subscribe/" className="button button--light">
          See subscription plans
        </Link>
      </aside>
    </div>
  )
}
