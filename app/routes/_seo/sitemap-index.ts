import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { withContent } from '../content-reads.server.ts'
import { SECTION_TYPES } from '#lib/sections.ts'
import { xml, xmlResponse } from './xml.ts'
import { answerUnavailable } from './unavailable.ts'

export const ARTICLES_PER_SITEMAP = 100

/**
 * /sitemap.xml: the index of child sitemaps: pages and topics, the news of the last two days, then
 * articles, each section and the authors in pages of 100 (a page of the API, well under the
 * protocol's 50 000), and the companies on the lists in pages of 1 000.
 */
export const loader = answerUnavailable('The sitemap', async ({ context }: LoaderFunctionArgs<AppLoadContext>) => {
  const site = context.env.SITE_URL
  const { content } = context
  const [sentIssue, companies, [articles, sections, authors]] = await Promise.all([
    context.newsletterArchive.sitemap(1),
    context.companies.index.sitemap(1),
    withContent(context, () =>
      Promise.all([
        content.getArticleLinks(1, ARTICLES_PER_SITEMAP),
        Promise.all(SECTION_TYPES.map(async (type) => ({ type, totalPages: (await content.getSectionLinks(type, 1, ARTICLES_PER_SITEMAP)).totalPages }))),
        content.getAuthorSlugs(1),
      ]),
    ),
  ])
  const pages = (name: string, count: number) => Array.from({ length: count }, (_, i) => `${name}-${i + 1}`)
  const children = [
    'pages',
    'topics',
    'news',
    // Newsletter issues once one has gone out (an empty sitemap would list nothing real).
    ...(sentIssue.length > 0 ? ['newsletters'] : []),
    ...pages('articles', articles.totalPages),
    ...sections.flatMap(({ type, totalPages }) => pages(type, totalPages)),
    ...pages('authors', authors.totalPages),
    ...(companies.total > 0 ? pages('companies', companies.pages) : []),
  ]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children.map((name) => `<sitemap><loc>${xml(`${site}/sitemaps/${name}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n')
  return xmlResponse(body)
})
