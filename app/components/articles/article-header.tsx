import { Link } from 'react-router'
import type { Image } from '#lib/content-model.ts'
import { FormattedDate } from '../formatted-date.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { TopicLinks } from '../topic-links.tsx'
import { AuthorAvatar, type ArticleAuthor } from './author-bio.tsx'

interface ArticleHeaderProps {
  title: string
  deck: string
  published: string
  modified: string
  author: ArticleAuthor | null
  topics: { id: number; name: string; slug: string }[]
  image: Image | null
}

/** The measure column is at most 44rem wide; the image fills it, or the screen on phones. */
const HERO_SIZES = '(min-width: 46rem) 44rem, 100vw'

export function ArticleHeader({ title, deck, published, modified, author, topics, image }: ArticleHeaderProps) {
  const updated = modified.slice(0, 10) !== published.slice(0, 10)
  return (
    <header className="article__header">
      <TopicLinks topics={topics} className="article__topics" />
      <h1 className="article__title">{title}</h1>
      {deck ? <p className="article__deck">{deck}</p> : null}
      <div className="byline">
        {author ? <AuthorAvatar author={author} size={48} /> : null}
        <p className="byline__text">
          {author ? (
            <>
              By <Link to={author.path}>{author.name}</Link>
              <br />
            </>
          ) : null}
          <FormattedDate iso={published} />
          {updated ? (
            <>
              {' · Updated '}
              <FormattedDate iso={modified} />
            </>
          ) : null}
        </p>
      </div>
      {image ? (
        <figure className="article__figure">
          <ResponsiveImage image={image} sizes={HERO_SIZES} priority />
        </figure>
      ) : null}
    </header>
  )
}
