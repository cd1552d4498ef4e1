import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ArticleArchive } from '../../components/articles/article-archive.tsx'
import { getBlogCategory } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { permanentRedirect, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { seoMeta } from '../../utils/seo.ts'
import { toTeaser } from '../../utils/teaser.ts'
import type { QueryHandle } from '#lib/query-handle.ts'

const PER_PAGE = 12
const DESCRIPTION = 'First-person posts from sales practitioners and our columnists.'

export const handle: QueryHandle = { readsQuery: ['page'] }

/** /blog?page=N; /blogs is the same list under its old name, so it moves there for good. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (/^\/blogs\/?$/.test(url.pathname)) throw permanentRedirect(`/blog${url.search}`)
  const page = requirePageNumber(url)
  const result = await withContent(context, async () => {
    const category = await getBlogCategory(context)
    return category ? context.content.getArticles({ categories: [category.id], page, perPage: PER_PAGE, teaser: true }) : null
  })
  const totalPages = result?.totalPages ?? 0
  requirePageInRange(page, totalPages)
  return { page, totalPages, total: result?.total ?? 0, posts: (result?.items ?? []).map(toTeaser) }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.page > 1 ? `Blog, page ${data.page}` : 'Blog',
        description: DESCRIPTION,
        path: pageHref('/blog', '', data.page),
        feed: { path: '/blog/feed', title: 'Blog: new posts' },
      })
    : errorMeta(error, matches)

export default function Blog() {
  const { page, totalPages, total, posts } = useLoaderData<typeof loader>()
  return (
    <div className="page">
      <header className="archive__header">
        <h1>Blog</h1>
        <p className="lede">{DESCRIPTION}</p>
      </header>
      <ArticleArchive teasers={posts} page={page} totalPages={totalPages} total={total} name="the blog" emptyText="No blog posts yet. Please come back soon." />
    </div>
  )
}
