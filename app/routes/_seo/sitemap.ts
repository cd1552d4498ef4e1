import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { advertisingPages, editorialPages, staticPages } from '../../../lib/fixed-pages.ts'
import { authorPath, topicPath } from '../../../lib/site-paths.ts'
import { withContent } from '../content-reads.server.ts'
import { getReaderTopics } from '../reader-topics.server.ts'
import { ARTICLES_PER_SITEMAP } from './sitemap-index.ts'
import { isSectionType, SECTIONS } from '#lib/sections.ts'
import { issuePath } from '#lib/newsletter-issue.ts'
import { xml, xmlResponse } from './xml.ts'
import { answerUnavailable } from './unavailable.ts'

/** Google News takes articles of the last two days. */
const NEWS_WINDOW_MS = 48 * 3600 * 1000

/** The home page, the sections' indexes and the site's other indexes. */
const INDEXES = ['/', ...SECTIONS.map((section) => section.indexPath), '/topics', '/blog', '/blogs', '/newsletters', '/companies']

function urlset(entries: { loc: string; lastmod?: string }[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => `<url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : ''}</url>`),
    '</urlset>',
  ].join('\n')
}

/** /sitemaps/{pages|topics|articles-N}.xml */
export const loader = answerUnavailable('This sitemap', async ({ params, context }: LoaderFunctionArgs<AppLoadContext>) => {
  const site = context.env.SITE_URL
  const name = params.name ?? ''
  if (name === 'pages.xml') {
    const paths = [...INDEXES, ...[...editorialPages, ...advertisingPages, ...staticPages].map((page) => page.path)]
    return xmlResponse(urlset([...new Set(paths)].map((path) => ({ loc: `${site}${path}` }))))
  }
  if (name === 'topics.xml') {
    const topics = await withContent(context, () => getReaderTopics(context))
    return xmlResponse(urlset(topics.map((topic) => ({ loc: `${site}${topicPath(topic)}` }))))
  }
  if (name === 'news.xml') return xmlResponse(await newsSitemap(context))
  if (name === 'newsletters.xml') return xmlResponse(urlset(await newsletterPages(context)))
  const [, kind, page] = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name) ?? []
  if (!kind || !page) throw data(null, { status: 404 })
  if (kind === 'authors') {
    const { items } = await withContent(context, () => context.content.getAuthorSlugs(Number(page)))
    if (items.length === 0) throw data(null, { status: 404 })
    return xmlResponse(urlset(items.map((slug) => ({ loc: `${site}${authorPath({ slug })}` }))))
  }
  if (kind === 'companies') {
    const { rows } = await context.companies.index.sitemap(Number(page))
    if (rows.length === 0) throw data(null, { status: 404 })
    return xmlResponse(urlset(rows.map((company) => ({ loc: `${site}/companies/${company.slug}`, lastmod: company.updatedAt.toISOString().slice(0, 10) }))))
  }
  const type = kind === 'articles' ? 'posts' : isSectionType(kind) ? kind : null
  if (!type) throw data(null, { status: 404 })
  const { items } = await withContent(context, () => context.content.getSectionLinks(type, Number(page), ARTICLES_PER_SITEMAP))
  if (items.length === 0) throw data(null, { status: 404 })
  return xmlResponse(urlset(pagesOf(items).map((page) => ({ loc: `${site}${page.path}`, lastmod: page.lastmod }))))
})

/**
 * A sitemap lists pages, and search engines drop an address's fragment: items shown on their
 * section's page (an event is `/events#slug`) are that page, listed once with its latest change.
 */
function pagesOf(items: { path: string; modified: string }[]): { path: string; lastmod: string }[] {
  const pages = new Map<string, string>()
  for (const item of items) {
    const path = item.path.split('#')[0]!
    const lastmod = item.modified.slice(0, 10)
    const listed = pages.get(path)
    if (listed === undefined || listed < lastmod) pages.set(path, lastmod)
  }
  return [...pages].map(([path, lastmod]) => ({ path, lastmod }))
}

/** Each newsletter's archive and the web version of every issue that went out (never a draft). */
async function newsletterPages(context: AppLoadContext): Promise<{ loc: string; lastmod?: string }[]> {
  const site = context.env.SITE_URL
  const issues = await context.newsletterArchive.sitemap()
  const archives = [...new Set(issues.map((issue) => issue.slug))].map((slug) => ({ loc: `${site}/newsletters/${slug}` }))
  return [...archives, ...issues.map((issue) => ({ loc: `${site}${issuePath(issue.slug, issue.issueDate)}`, lastmod: issue.sentAt?.toISOString().slice(0, 10) ?? issue.issueDate }))]
}

/** The Google News sitemap: articles published in the last 48 hours, with their title and time. */
async function newsSitemap(context: AppLoadContext): Promise<string> {
  const site = context.env.SITE_URL
  const recent = await withContent(context, () => context.content.getRecentArticleLinks(new Date(Date.now() - NEWS_WINDOW_MS)))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...recent.map((article) =>
      [
        `<url><loc>${xml(`${site}${article.path}`)}</loc><news:news>`,
        `<news:publication><news:name>${xml(context.env.SITE_NAME)}</news:name><news:language>en</news:language></news:publication>`,
        `<news:publication_date>${xml(article.published)}</news:publication_date><news:title>${xml(article.title)}</news:title>`,
        '</news:news></url>',
      ].join(''),
    ),
    '</urlset>',
  ].join('\n')
}
