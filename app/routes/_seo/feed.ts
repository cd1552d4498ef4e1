import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { topicPath } from '../../../lib/site-paths.ts'
import { withContent } from '../content-reads.server.ts'
import { xml, xmlResponse } from './xml.ts'

const ITEMS = 20

/** RSS 2.0: /feed for everything, /topics/{id}/{name}/feed for one topic. */
export async function loader({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const site = context.env.SITE_URL
  const topicId = params.id === undefined ? null : Number(params.id)
  if (topicId !== null && !Number.isSafeInteger(topicId)) throw data(null, { status: 404 })
  const [topic, { items }] = await withContent(context, () =>
    Promise.all([
      topicId === null ? null : context.content.getTopic(topicId),
      context.content.getArticles({ perPage: ITEMS, categories: topicId === null ? undefined : [topicId], teaser: true }),
    ]),
  )
  if (topicId !== null && !topic) throw data(null, { status: 404 })
  const title = topic ? `${topic.name} / ${context.env.SITE_NAME}` : context.env.SITE_NAME
  const link = topic ? `${site}${topicPath(topic)}` : `${site}/`
  const self = topic ? `${site}${topicPath(topic)}/feed` : `${site}/feed`
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(link)}</link>`,
    `<atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(topic?.description || 'News, research and training for B2B sales professionals.')}</description>`,
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
}
