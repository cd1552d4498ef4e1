import { formatIssueMonth } from '#lib/time-format.ts'
import type { IssueSummary } from './issue-views.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { Shelf } from '../shelf.tsx'
import { TitleLink } from '../title-link.tsx'

const COVER_SIZES = '(min-width: 72rem) 11rem, (min-width: 40rem) 22vw, 45vw'

/** One issue in a shelf: the cover repeats the title link, so it is decorative (alt=""). */
export function IssueCard({ issue, headingLevel = 'h3' }: { issue: IssueSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="issue-card">
      {issue.cover ? <ResponsiveImage image={issue.cover} sizes={COVER_SIZES} alt="" className="issue-card__cover" /> : <div className="issue-card__cover issue-card__cover--blank" />}
      <TitleLink as={headingLevel} className="issue-card__title" linkClassName="issue-card__link" to={issue.path}>
        {issue.title}
      </TitleLink>
      <p className="issue-card__date">
        <time dateTime={issue.issueDate}>{formatIssueMonth(issue.issueDate)}</time>
      </p>
    </article>
  )
}

interface IssueShelfProps {
  id: string
  title: string
  issues: IssueSummary[]
  emptyText: string
}

/** A titled group of issues (recent, past, special), as a list so its size is announced. */
export function IssueShelf({ id, title, issues, emptyText }: IssueShelfProps) {
  return (
    <Shelf id={id} title={title} className="issue-shelf" headingClassName="issue-shelf__heading" listClassName="issue-shelf__list" items={issues} itemKey={(issue) => issue.id} emptyText={emptyText}>
      {(issue) => <IssueCard issue={issue} />}
    </Shelf>
  )
}
