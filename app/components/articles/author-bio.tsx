import { Link } from 'react-router'
import type { Author } from '#lib/content-model.ts'

export type ArticleAuthor = Pick<Author, 'name' | 'bio' | 'path' | 'avatar'>

export function AuthorAvatar({ author, size }: { author: ArticleAuthor; size: number }) {
  if (!author.avatar) return null
  // The portrait sits next to the name, which already says who it is.
  return <img className="avatar" src={author.avatar} width={size} height={size} alt="" loading="lazy" decoding="async" />
}

/** The box at the end of an article: who wrote it, and where to find more of their work. */
export function AuthorBio({ author }: { author: ArticleAuthor }) {
  return (
    <section className="author-bio" aria-labelledby="author-bio-heading">
      <AuthorAvatar author={author} size={96} />
      <div>
        <h2 id="author-bio-heading" className="author-bio__name">
          About {author.name}
        </h2>
        {author.bio ? <p className="author-bio__text">{author.bio}</p> : null}
        <p>
          <Link to={author.path}>More articles by {author.name}</Link>
        </p>
      </div>
    </section>
  )
}
