import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { Blog } from '#lib/content-model.ts'
import { authorPath, blogPath } from '../../../lib/site-paths.ts'
import { FilterLinks } from '../../components/filter-links.tsx'
import { ArticleArchive } from '../../components/articles/article-archive.tsx'
import { getBlogCategory } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { seoMeta } from '../../utils/seo.ts'
import { toTeaser } from '../../utils/teaser.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const PER_PAGE = 12
const DESCRIPTION = 'First-person posts from sales practitioners and our columnists.'

// Read, not used: not hydrated (decision 071).
export const handle: QueryHandle & IslandsHandle = { readsQuery: ['page', 'blog'], ...ISLANDS_ONLY }

/** /blog?page=N: every blog's posts in one stream; /blog?blog={slug}: one blog's, with who writes it. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url)
  const page = requirePageNumber(url)
  const wanted = url.searchParams.get('blog')
  const { blogs, blog, owner, result } = await withContent(context, async () => {
    const category = await getBlogCategory(context)
    const blogs: Blog[] = category ? await context.content.getBlogs(category.id) : []
    const blog = wanted === null ? null : (blogs.find((candidate) => candidate.slug === wanted) ?? null)
    if (wanted !== null && !blog) return { blogs, blog: null, owner: null, result: undefined }
    const [result, owner] = await Promise.all([
      category ? context.content.getArticles({ categories: [blog?.id ?? category.id], page, perPage: PER_PAGE, teaser: true }) : null,
      blog?.ownerId ? context.content.getAuthor(blog.ownerId) : null,
    ])
    return { blogs, blog, owner, result }
  })
  if (result === undefined) throw notFound()
  const totalPages = result?.totalPages ?? 0
  requirePageInRange(page, totalPages)
  return {
    page,
    totalPages,
    total: result?.total ?? 0,
    posts: (result?.items ?? []).map(toTeaser),
    blogs: blogs.map(({ name, slug }) => ({ name, slug, path: blogPath({ slug }) })),
    blog: blog ? { name: blog.name, slug: blog.slug, description: blog.description, path: blogPath(blog) } : null,
    owner: owner ? { name: owner.name, path: authorPath(owner) } : null,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  const name = data.blog?.name ?? 'Blog'
  return seoMeta(matches, {
    title: data.page > 1 ? `${name}, page ${data.page}` : name,
    description: data.blog?.description || DESCRIPTION,
    path: pageHref(data.blog?.path ?? '/blog', '', data.page),
    feed: { path: '/blog/feed', title: 'Blog: new posts' },
  })
}

export default function BlogPage() {
  const { page, totalPages, total, posts, blogs, blog, owner } = useLoaderData<typeof loader>()
  return (
    <div className="page">
      <header className="archive__header">
        <p className="eyebrow">{blog ? <Link to="/blogs">Our blogs</Link> : 'Blog'}</p>
        <h1>{blog?.name ?? 'Blog'}</h1>
        <p className="lede">{blog?.description || DESCRIPTION}</p>
        {owner ? (
          <p className="blog__owner">
            Written by <Link to={owner.path}>{owner.name}</Link> and guests
          </p>
        ) : null}
      </header>
      {blogs.length > 0 ? (
        <FilterLinks
          label="Blogs"
          links={[{ to: '/blog', label: 'Every blog', current: blog === null }, ...blogs.map((one) => ({ to: one.path, label: one.name, current: one.slug === blog?.slug }))]}
        />
      ) : null}
      <ArticleArchive teasers={posts} page={page} totalPages={totalPages} total={total} name={blog?.name ?? 'the blog'} emptyText="No blog posts yet. Please come back soon." />
    </div>
  )
}
