import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { advertisingPages, editorialPages, staticPages } from '../../../lib/fixed-pages.ts'
import { topicPath } from '../../../lib/site-paths.ts'
import { withContent } from '../content-reads.server.ts'
import { ARTICLES_PER_SITEMAP } from './sitemap-index.ts'
import { xml, xmlResponse } from './xml.ts'

const SECTIONS = ['/', '/webinars', '/videos', '/events', '/topics', '/magazine', '/resources', '/blog', '/lists', '/newsletters']

function urlset(entries: { loc: string; lastmod?: string }[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => `<url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : ''}</url>`),
    '</urlset>',
  ].join('\n')
}

/** /sitemaps/{pages|topics|articles-N}.xml */
export async function loader({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const site = context.env.SITE_URL
  const name = params.name ?? ''
  if (name === 'pages.xml') {
    const paths = [...SECTIONS, ...[...editorialPages, ...advertisingPages, ...staticPages].map((page) => page.path)]
    return xmlResponse(urlset([...new Set(paths)].map((path) => ({ loc: `${site}${path}` }))))
  }
  if (name === 'topics.xml') {
    const topics = await withContent(context, () => context.content.getTopics())
    return xmlResponse(urlset(topics.map((topic) => ({ loc: `${site}${topicPath(topic)}` }))))
  }
  const page = /^articles-([1-9]\d{0,5})\.xml$/.exec(name)?.[1]
  if (!page) throw data(null, { status: 404 })
  const { items } = await withContent(context, () => context.content.getArticleLinks(Number(page), ARTICLES_PER_SITEMAP))
  if (items.length === 0) throw data(null, { status: 404 })
  return xmlResponse(urlset(items.map((item) => ({ loc: `${site}${item.path}`, lastmod: item.modified.slice(0, 10) }))))
}
