import { Link } from 'react-router'
import type { IssueView } from './issue-views.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { JsonLd } from '../json-ld.tsx'
import { IssueFeature } from './issue-feature.tsx'
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

const crumbs = (issue: { title: string; path: string }): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Magazine', path: '/magazine' },
  { name: issue.title, path: issue.path },
]

/** /magazine/{slug}: one issue, its cover, table of contents and digital edition. */
export function IssuePageView({ issue }: { issue: IssueView }) {
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
