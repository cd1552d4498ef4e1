import { Link } from 'react-router'
import { ResponsiveImage } from '../responsive-image.tsx'
import type { IssueView } from './issue-views.ts'

const ENTRY_IMAGE_SIZES = '(min-width: 48em) 9rem, 6rem'

/** The printed table of contents; entries link to the article when the CMS gave one. */
export function TableOfContents({ entries, headingId, limit, level = 'h2' }: { entries: IssueView['tableOfContents']; headingId: string; limit?: number; level?: 'h2' | 'h3' }) {
  const Heading = level
  const shown = limit === undefined ? entries : entries.slice(0, limit)
  return (
    <section className="toc" aria-labelledby={headingId}>
      <Heading id={headingId} className="toc__heading">
        In this issue
      </Heading>
      {shown.length === 0 ? (
        <p className="notice">The table of contents for this issue is not available yet.</p>
      ) : (
        <ol className="toc__list">
          {shown.map((entry, index) => (
            <li key={`${entry.page ?? ''}-${index}`} className={entry.image ? 'toc__entry toc__entry--pictured' : 'toc__entry'}>
              <span className="toc__section">{entry.section}</span>
              {entry.path ? (
                <Link to={entry.path} className="toc__title">
                  {entry.title}
                </Link>
              ) : (
                <span className="toc__title">{entry.title}</span>
              )}
              {entry.page !== null ? <span className="toc__page">Page {entry.page}</span> : null}
              {entry.deck ? <p className="toc__deck">{entry.deck}</p> : null}
              {entry.image ? <ResponsiveImage className="toc__image" image={entry.image} sizes={ENTRY_IMAGE_SIZES} alt="" /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
