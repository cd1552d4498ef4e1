import { Link } from 'react-router'
import type { Teaser } from '../../utils/teaser.ts'
import { Byline } from '../articles/article-card.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { TitleLink } from '../title-link.tsx'

/** Two thirds of the wide column on desktops, the full screen width on phones. */
const LEAD_IMAGE_SIZES = '(min-width: 76rem) 48rem, (min-width: 56rem) 62vw, 100vw'

/** The top story: the largest paint of the home page, so its image is fetched first and eagerly. */
export function LeadStory({ teaser }: { teaser: Teaser }) {
  return (
    <article className="lead-story" aria-labelledby="lead-story-title">
      {teaser.image ? (
        <div className="lead-story__media">
          <ResponsiveImage image={teaser.image} sizes={LEAD_IMAGE_SIZES} priority alt="" />
        </div>
      ) : null}
      <div className="lead-story__body">
        <p className="eyebrow">
          Top story
          {teaser.label ? (
            <>
              {' '}
              · <Link to={teaser.label.path}>{teaser.label.name}</Link>
            </>
          ) : null}
        </p>
        <TitleLink as="h2" id="lead-story-title" className="lead-story__title" linkClassName="card__link" to={teaser.path}>
          {teaser.title}
        </TitleLink>
        {teaser.deck ? <p className="lead-story__deck">{teaser.deck}</p> : null}
        <Byline teaser={teaser} />
      </div>
    </article>
  )
}
