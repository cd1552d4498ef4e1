import { Link } from 'react-router'
import { formatIssueMonth } from '#lib/time-format.ts'
import type { IssueView } from './issue-views.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { TableOfContents } from './table-of-contents.tsx'

const COVER_SIZES = '(min-width: 56rem) 20rem, 80vw'

interface IssueFeatureProps {
  issue: IssueView
  /** The page's main heading (issue page) or a section heading under the page's h1 (magazine). */
  headingLevel: 'h1' | 'h2'
  /** Links the title to the issue page (on /magazine); the issue page itself does not. */
  linkTitle?: boolean
  tocLimit?: number
  headingId: string
}

/** An issue shown whole: cover, volume and date, cover story, contents and the digital edition. */
export function IssueFeature({ issue, headingLevel, linkTitle = false, tocLimit, headingId }: IssueFeatureProps) {
  const Heading = headingLevel
  const volume = issue.volume !== null && issue.issueNumber !== null ? `Volume ${issue.volume}, number ${issue.issueNumber} · ` : ''
  return (
    <article className="issue-feature">
      <div className="issue-feature__cover">{issue.cover ? <ResponsiveImage image={issue.cover} sizes={COVER_SIZES} priority alt={`Cover of the ${issue.title}`} /> : null}</div>
      <div className="issue-feature__body">
        <p className="eyebrow">{issue.special ? 'Special issue' : 'Issue'}</p>
        <Heading className="issue-feature__title">{linkTitle ? <Link to={issue.path}>{issue.title}</Link> : issue.title}</Heading>
        <p className="issue-feature__meta">
          {volume}
          <time dateTime={issue.issueDate}>{formatIssueMonth(issue.issueDate)}</time>
        </p>
        {issue.coverStory ? (
          <p className="issue-feature__story">
            <strong>Cover story:</strong> {issue.coverStory}
          </p>
        ) : null}
        {issue.html ? <div className="prose" dangerouslySetInnerHTML={{ __html: issue.html }} /> : null}
        {issue.digitalEdition ? (
          <p>
            <a className="button" href={issue.digitalEdition}>
              {/* A no-break space: a flex button drops a plain one at the edge of a text run. */}
              Read the digital edition<span className="visually-hidden"> of the {issue.title}</span>
              {'\u00a0'}(PDF)
            </a>
          </p>
        ) : null}
        <TableOfContents entries={issue.tableOfContents} headingId={headingId} limit={tocLimit} level={headingLevel === 'h1' ? 'h2' : 'h3'} />
      </div>
    </article>
  )
}
