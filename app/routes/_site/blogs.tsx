import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { Blog } from '#lib/content-model.ts'
import { authorPath, blogPath } from '../../../lib/site-paths.ts'
import { getBlogCategory } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { TopicCard, TopicGrid } from '../../components/topic-card.tsx'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'Our blogs: practitioners and columnists writing in the first person about deals, pipeline and coaching.'

/** /blogs: every blog with its description, its owner and how many posts it holds; /blog is all of them in one stream. */
/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const blogs = await withContent(context, async () => {
    const category = await getBlogCategory(context)
    const found: Blog[] = category ? await context.content.getBlogs(category.id) : []
    return Promise.all(
      found.map(async (blog) => {
        const owner = blog.ownerId ? await context.content.getAuthor(blog.ownerId) : null
        return { name: blog.name, slug: blog.slug, description: blog.description, count: blog.count, path: blogPath(blog), owner: owner ? { name: owner.name, path: authorPath(owner) } : null }
      }),
    )
  })
  return { blogs }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: 'Blogs', description: DESCRIPTION, path: '/blogs', feed: { path: '/blog/feed', title: 'Blog: new posts' } }) : errorMeta(error, matches)

export default function Blogs() {
  const { blogs } = useLoaderData<typeof loader>()
  return (
    <div className="page">
      <header className="archive__header">
        <p className="eyebrow">Blog</p>
        <h1>Blogs</h1>
        <p className="lede">{DESCRIPTION}</p>
        <p>
          <Link to="/blog">Read every blog in one stream</Link>
        </p>
      </header>
      <TopicGrid emptyText="There are no blogs yet. Please come back soon.">
        {blogs.map((blog) => (
          <TopicCard key={blog.slug} name={blog.name} path={blog.path} description={blog.description} count={blog.count === 1 ? '1 post' : `${blog.count} posts`}>
            {blog.owner ? (
              <p className="topic-card__description blog-card__owner">
                Edited by <Link to={blog.owner.path}>{blog.owner.name}</Link>
              </p>
            ) : null}
          </TopicCard>
        ))}
      </TopicGrid>
    </div>
  )
}
