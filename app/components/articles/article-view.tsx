import { Link } from 'react-router'
import type { Image } from '#lib/content-model.ts'
import { tagPath, topicPath } from '../../../lib/site-paths.ts'
import { useCmsBodyClick } from '../../utils/cms-body-clicks.ts'
import { breadcrumbJsonLd, newsArticleJsonLd, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import type { Teaser } from '../../utils/teaser.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { JsonLd } from '../json-ld.tsx'
import { ArticleGrid } from './article-card.tsx'
import { ArticleHeader } from './article-header.tsx'
import { AuthorBio, type ArticleAuthor } from './author-bio.tsx'
import { ShareLinks } from './share-links.tsx'

type Term = { id: number; name: string; slug: string }

export interface ArticleViewData {
  path: string
  /** Absolute canonical address, for the share links. */
  url: string
  title: string
  deck: string
  /** Sanitised on the server. */
  html: string
  published: string
  modified: string
  isBlog: boolean
  author: ArticleAuthor | null
  image: Image | null
  topics: Term[]
  tags: Term[]
  related: Teaser[]
  /** The title and description for search engines and shared links (the editor's, else the title and deck). */
  seo: { title: string | null; description: string | null }
}

/** Home, then the blog or the primary topic, then the article: shown on the page and sent as JSON-LD. */
export function articleCrumbs(article: Pick<ArticleViewData, 'isBlog' | 'topics' | 'title' | 'path'>): Crumb[] {
  const topic = article.topics[0]
  const section = article.isBlog ? { name: 'Blog', path: '/blog' } : topic ? { name: topic.name, path: topicPath(topic) } : null
  return [{ name: 'Home', path: '/' }, ...(section ? [section] : []), { name: article.title, path: article.path }]
}

export function ArticleView({ article }: { article: ArticleViewData }) {
  const onBodyClick = useCmsBodyClick()
  const { siteUrl, siteName } = useSite()
  const crumbs = articleCrumbs(article)
  return (
    <div className="page article-page">
      <JsonLd items={[newsArticleJsonLd(siteUrl, siteName, article), breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <article className="article">
        <ArticleHeader {...article} />
        <div className="prose article__body" onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.tags.length > 0 ? (
          <p className="article__tags">
            Tagged:{' '}
            {article.tags.map((tag, index) => (
              <span key={tag.id}>
                {index > 0 ? ', ' : null}
                <Link to={tagPath(tag)}>{tag.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
        <ShareLinks url={article.url} title={article.title} />
        {article.author ? <AuthorBio author={article.author} /> : null}
      </article>
      {article.related.length > 0 ? (
        <section className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">{article.isBlog ? 'More from the blog' : `More on ${article.topics[0]?.name ?? 'this topic'}`}</h2>
          <ArticleGrid teasers={article.related} />
        </section>
      ) : null}
    </div>
  )
}
