import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { AppLoadContext } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { IssueShelf } from '../../components/magazine/issue-card.tsx'
import { IssueFeature } from '../../components/magazine/issue-feature.tsx'
import { loadMagazine } from './magazine.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'The current issue of the magazine with its table of contents, and the archive of recent, past and special issues.'
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Magazine', path: '/magazine' },
]

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadMagazine(context)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: 'Magazine', description: DESCRIPTION, path: '/magazine', image: data.current?.cover ?? null }) : errorMeta(error, matches)

export default function Magazine() {
  const { current, recent2, past, special } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  // The spec's groups overlap (past skips only the newest issue); a reader sees each issue on one shelf.
  const olderThanRecent = past.filter((issue) => !recent2.some((recent) => recent.id === issue.id))
  return (
    <div className="page magazine">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, CRUMBS)]} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="archive__header magazine__header">
        <h1>Magazine</h1>
        <p className="lede">Every month: research, field reports and the ideas sales leaders argue about.</p>
        <p className="magazine__actions">
          <Link to="/magazine/subscribe/" className="button">
            Subscribe
          </Link>
          <Link to="/magazine/sample">Read a sample issue</Link>
        </p>
      </header>

      <section aria-labelledby="current-issue-heading" className="magazine__current">
        <h2 id="current-issue-heading" className="visually-hidden">
          Current issue
        </h2>
        {current ? (
          <IssueFeature issue={current} headingLevel="h2" linkTitle headingId="current-toc-heading" />
        ) : (
          <p className="notice" role="status">
            The current issue is on its way. Browse the archive below.
          </p>
        )}
      </section>

      <IssueShelf id="recent-issues-heading" title="Recent issues" issues={recent2} emptyText="No issues have been published yet." />
      <IssueShelf id="past-issues-heading" title="Past issues" issues={olderThanRecent} emptyText="There are no past issues yet." />
      <IssueShelf id="special-issues-heading" title="Special issues" issues={special} emptyText="There are no special issues yet." />
    </div>
  )
}
