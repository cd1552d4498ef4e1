import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { authorPath, topicPath } from '../../../lib/site-paths.ts'
import { getBlogCategory } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { xml, xmlResponse } from './xml.ts'
import { answerUnavailable } from './unavailable.ts'

const ITEMS = 20

interface FeedSource {
  title: string
  /** The page the feed follows, as a site path. */
  path: string
  description: string
  query: { categories?: number[]; authors?: number[] }
}

const notFound = () => data(null, { status: 404 })

/** Which feed an address asks for: the whole site, a topic, an author or the blog; null when that does not exist. */
async function feedSource(context: AppLoadContext, request: Request, params: { id?: string; slug?: string }): Promise<FeedSource | null> {
  const siteName = context.env.SITE_NAME
  if (params.id !== undefined) {
    const topicId = Number(params.id)
    if (!/^\d{1,9}$/.test(params.id)) return null
    const topic = await context.content.getTopic(topicId)
    return topic ? { title: `${topic.name} / ${siteName}`, path: topicPath(topic), description: topic.description, query: { categories: [topic.id] } } : null
  }
  if (params.slug !== undefined) {
    if (!/^[a-z0-9-]{1,100}$/.test(params.slug)) return null
    const author = await context.content.getAuthorBySlug(params.slug)
    return author ? { title: `${author.name} / ${siteName}`, path: authorPath(author), description: author.bio, query: { authors: [author.id] } } : null
  }
  if (new URL(request.url).pathname === '/blog/feed') {
    const blog = await getBlogCategory(context)
    return blog ? { title: `Blog / ${siteName}`, path: '/blog', description: 'First-person posts from sales practitioners and our columnists.', query: { categories: [blog.id] } } : null
  }
  return { title: siteName, path: '/', description: '', query: {} }
}

/** RSS 2.0: /feed for everything; /topics/{id}/{name}/feed, /authors/{slug}/feed and /blog/feed for one of them. */
export const loader = answerUnavailable('This feed', async ({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) => {
  const site = context.env.SITE_URL
  const source = await withContent(context, () => feedSource(context, request, params))
  if (!source) throw notFound()
  const { items } = await withContent(context, () => context.content.getArticles({ perPage: ITEMS, ...source.query, teaser: true }))
  const title = source.title
  const link = `${site}${source.path}`
  const self = `${site}${source.path === '/' ? '' : source.path}/feed`
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(link)}</link>`,
    `<atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(source.description || 'News, research and training for B2B sales professionals.')}</description>`,
    '<language>en-us</language>',
    ...(items[0] ? [`<lastBuildDate>${new Date(items[0].published).toUTCString()}</lastBuildDate>`] : []),
    ...items.map((article) =>
      [
        '<item>',
        `<title>${xml(article.title)}</title>`,
        `<link>${xml(`${site}${article.path}`)}</link>`,
        `<guid isPermaLink="true">${xml(`${site}${article.path}`)}</guid>`,
        `<pubDate>${new Date(article.published).toUTCString()}</pubDate>`,
        ...(article.author ? [`<dc:creator>${xml(article.author.name)}</dc:creator>`] : []),
        ...article.topics.map((t) => `<category>${xml(t.name)}</category>`),
        `<description>${xml(article.deck)}</description>`,
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
  ].join('\n')
  return xmlResponse(body, 'application/rss+xml; charset=utf-8')
})
