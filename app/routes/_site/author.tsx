import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { authorPath } from '../../../lib/site-paths.ts'
import type { QueryHandle } from '../../../lib/query-handle.ts'
import { ArticleArchive } from '../../components/articles/article-archive.tsx'
import { AuthorAvatar } from '../../components/articles/author-bio.tsx'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { absoluteUrl, breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { toTeaser } from '../../utils/teaser.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const PER_PAGE = 12

// Read, not used: not hydrated (decision 071).
export const handle: QueryHandle & IslandsHandle = { readsQuery: ['page'], ...ISLANDS_ONLY }

/** /authors/{slug}?page=N: who the author is and what they wrote, newest first. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const slug = params.slug ?? ''
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw notFound()
  const page = requirePageNumber(new URL(request.url))
  const author = await withContent(context, () => context.content.getAuthorBySlug(slug))
  if (!author) throw notFound()
  const articles = await withContent(context, () => context.content.getArticles({ authors: [author.id], page, perPage: PER_PAGE, teaser: true }))
  requirePageInRange(page, articles.totalPages)
  return {
    author: { name: author.name, slug: author.slug, bio: author.bio, avatar: author.avatar, path: authorPath(author) },
    page,
    total: articles.total,
    totalPages: articles.totalPages,
    articles: articles.items.map(toTeaser),
  }
}

type AuthorData = Awaited<ReturnType<typeof loader>>['author']

const crumbs = (author: AuthorData): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: author.name, path: author.path },
]

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.page > 1 ? `${data.author.name}, page ${data.page}` : data.author.name,
        description: data.author.bio.slice(0, 200) || `Articles by ${data.author.name}.`,
        path: pageHref(data.author.path, '', data.page),
        type: 'website',
        feed: { path: `${data.author.path}/feed`, title: `${data.author.name}: new articles` },
      })
    : errorMeta(error, matches)

export default function AuthorPage() {
  const { author, page, total, totalPages, articles } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  const person = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: author.name,
      description: author.bio || undefined,
      image: author.avatar ? absoluteUrl(siteUrl, author.avatar) : undefined,
      url: absoluteUrl(siteUrl, author.path),
    },
  }
  return (
    <div className="page author-page">
      <JsonLd items={[person, breadcrumbJsonLd(siteUrl, crumbs(author))]} />
      <Breadcrumbs crumbs={crumbs(author)} />
      <header className="archive__header author-page__header">
        <AuthorAvatar author={author} size={96} />
        <div>
          <p className="eyebrow">Author</p>
          <h1>{author.name}</h1>
          {author.bio ? <p className="lede">{author.bio}</p> : null}
          <p>
            <a href={`${author.path}/feed`}>Follow {author.name} by RSS</a>
          </p>
        </div>
      </header>
      <ArticleArchive teasers={articles} page={page} totalPages={totalPages} total={total} name={author.name} emptyText={`${author.name} has not published an article yet.`} />
    </div>
  )
}
