import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Teaser } from '../../utils/teaser.ts'
import { FormattedDate } from '../formatted-date.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { ItemList } from '../item-list.tsx'
import { TitleLink } from '../title-link.tsx'

/** How wide a card image is drawn: one column on phones, two on tablets, four on desktops. */
export const CARD_IMAGE_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 100vw'

interface ArticleCardProps {
  teaser: Teaser
  headingLevel?: 'h2' | 'h3'
  /** Show the image; compact lists leave it out. */
  withImage?: boolean
  imageSizes?: string
  priority?: boolean
  className?: string
  /** Replaces the plain title and deck text, e.g. with search matches marked. */
  renderText?: (text: string) => ReactNode
}

/** Who wrote the article, if we name them, and when it was published. */
export function Byline({ teaser }: { teaser: Pick<Teaser, 'authorName' | 'published'> }) {
  return (
    <p className="card__meta">
      {teaser.authorName ? <span>By {teaser.authorName} · </span> : null}
      <FormattedDate iso={teaser.published} />
    </p>
  )
}

/**
 * One article in a list. The title is the link; the image repeats it, so it is decorative
 * (alt="") and outside the tab order, and the whole card is a hit area through the title link.
 */
export function ArticleCard({ teaser, headingLevel = 'h3', withImage = true, imageSizes = CARD_IMAGE_SIZES, priority, className = '', renderText = (text) => text }: ArticleCardProps) {
  return (
    <article className={`card ${className}`.trim()}>
      {withImage && teaser.image ? (
        <div className="card__media">
          <ResponsiveImage image={teaser.image} sizes={imageSizes} priority={priority} alt="" />
        </div>
      ) : null}
      <div className="card__body">
        {teaser.label ? (
          <p className="card__label">
            <Link to={teaser.label.path}>{teaser.label.name}</Link>
          </p>
        ) : null}
        <TitleLink as={headingLevel} className="card__title" linkClassName="card__link" to={teaser.path}>
          {renderText(teaser.title)}
        </TitleLink>
        {teaser.deck ? <p className="card__deck">{renderText(teaser.deck)}</p> : null}
        <Byline teaser={teaser} />
      </div>
    </article>
  )
}

interface ArticleGridProps {
  teasers: Teaser[]
  headingLevel?: 'h2' | 'h3'
  className?: string
  renderText?: ArticleCardProps['renderText']
}

/** A responsive grid of cards, as a list so screen readers announce how many there are. */
export function ArticleGrid({ teasers, headingLevel, className = '', renderText }: ArticleGridProps) {
  return (
    <ItemList items={teasers} itemKey={(teaser) => teaser.id} className={`card-grid ${className}`.trim()}>
      {(teaser) => <ArticleCard teaser={teaser} headingLevel={headingLevel} renderText={renderText} />}
    </ItemList>
  )
}
