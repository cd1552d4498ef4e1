import { Link } from 'react-router'
import { repeatsOpening } from '#lib/html-text.ts'
import { LIST_TERMS_PATH, listDownloadTerms } from '#lib/list-downloads.ts'
import type { RankedListView } from './ranked-list-view.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { Facts } from '../fact.tsx'
import { JsonLd } from '../json-ld.tsx'
import { AwardWinners } from './award-winners.tsx'
import { ListControls, RANKING_ID } from './list-controls.tsx'
import { RankedTable } from './ranked-table.tsx'
import { Pagination } from '../pagination.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { itemListJsonLd } from '../../utils/section-json-ld.ts'
import { breadcrumbJsonLd, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

/** A titled passage of the edition's own HTML (its introduction, its methodology); left out when it has none. */
function ProseSection({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html) return null
  return (
    <section aria-labelledby={`${id}-heading`} className="prose">
      <h2 id={`${id}-heading`}>{title}</h2>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  )
}

/** /lists/{year}/{slug}: one edition of a ranked list (sortable, filterable table) or award programme (winners). */
export function RankedListPageView({ edition, years, view, page, totalPages, matchingCount, entries, awards, apply, downloads }: RankedListView) {
  const { siteUrl, siteName } = useSite()
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Lists & Awards', path: '/lists' },
    { name: `${edition.name} ${edition.year}`, path: edition.path },
  ]
  const items =
    edition.kind === 'award'
      ? awards
          .flatMap((category) => category.winners)
          .map((winner, index) => ({ position: index + 1, name: winner.person ? `${winner.person}, ${winner.company}` : winner.company, url: winner.website }))
      : entries.map((entry) => ({ position: entry.rank, name: entry.company, url: entry.website }))
  const title = `${edition.name} ${edition.year}`
  return (
    <article className="page ranked-list">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs), itemListJsonLd(siteUrl, title, edition.path, items, edition.kind === 'award' ? items.length : edition.totalEntries)]} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="ranked-list__header">
        {edition.cover ? <ResponsiveImage image={edition.cover} sizes="(min-width: 48rem) 12rem, 40vw" priority className="ranked-list__cover" /> : null}
        <div>
          <p className="eyebrow">
            {edition.kind === 'award' ? 'Awards' : 'Ranked list'} · {edition.year}
          </p>
          <h1>{title}</h1>
          {edition.summary && !repeatsOpening(edition.summary, edition.introductionHtml) ? <p className="lede">{edition.summary}</p> : null}
          {years.length > 1 ? (
            <nav className="year-links" aria-label="Other editions">
              <ul>
                {years.map((other) => (
                  <li key={other.year}>{other.year === edition.year ? <span aria-current="page">{other.year}</span> : <Link to={other.path}>{other.year}</Link>}</li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>

      <ProseSection id="introduction" title="Introduction" html={edition.introductionHtml} />

      {edition.kind === 'award' ? (
        <section aria-labelledby="winners-heading">
          <h2 id="winners-heading">Winners</h2>
          <AwardWinners categories={awards} />
        </section>
      ) : (
        <section id={RANKING_ID} aria-labelledby="ranking-heading">
          <h2 id="ranking-heading">The ranking</h2>
          {edition.segments.length > 0 ? (
            <Facts items={edition.segments} term={(segment) => segment.name} className="segment-list">
              {(segment) => segment.description}
            </Facts>
          ) : null}
          <ListControls path={edition.path} segments={edition.segments} headquarters={edition.headquarters} sizeBands={edition.sizeBands} view={view} />
          <p className="ranked-list__count" role="status">
            {matchingCount === edition.totalEntries ? `${edition.totalEntries} entries` : `${matchingCount} of ${edition.totalEntries} entries match`}
            {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
          </p>
          {entries.length > 0 ? (
            <RankedTable entries={entries} segments={edition.segments} metricLabel={edition.metricLabel} path={edition.path} view={view} caption={`${title}, ${edition.totalEntries} entries`} />
          ) : (
            <p className="notice">
              No company in this edition matches. <Link to={edition.path}>Show every entry</Link>
            </p>
          )}
          <Pagination page={page} totalPages={totalPages} label={`Pages of ${title}`} />
        </section>
      )}

      <p className="list-downloads">
        Download {edition.kind === 'award' ? 'the winners' : matchingCount === edition.totalEntries ? 'this edition' : `these ${matchingCount} entries`}:{' '}
        <a href={downloads.csv} download>
          CSV
        </a>{' '}
        ·{' '}
        <a href={downloads.json} download>
          JSON
        </a>
        . {listDownloadTerms(siteName)} <Link to={LIST_TERMS_PATH}>Reprints and permissions</Link>
      </p>

      <ProseSection id="methodology" title="Methodology" html={edition.methodologyHtml} />
      {apply ? (
        <p className="ranked-list__apply">
          <Link to={apply.path}>{apply.label}</Link> for the next edition.
        </p>
      ) : null}
    </article>
  )
}
