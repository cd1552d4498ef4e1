import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface PageSectionProps {
  /** The heading's id is `${id}-heading`: it names the section for screen readers. */
  id: string
  title: ReactNode
  /** A link to everything of the kind, beside the heading. */
  more?: { to: string; label: string }
  tinted?: boolean
  children: ReactNode
}

/** A titled band of a page under its heading (the home page's latest articles, a topic's videos). */
export function PageSection({ id, title, more, tinted, children }: PageSectionProps) {
  const headingId = `${id}-heading`
  const heading = (
    <h2 id={headingId} className="home-section__heading">
      {title}
    </h2>
  )
  return (
    <section className={tinted ? 'home-section home-section--tinted' : 'home-section'} aria-labelledby={headingId}>
      {more ? (
        <div className="home-section__head">
          {heading}
          <Link to={more.to} className="home-section__more">
            {more.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
