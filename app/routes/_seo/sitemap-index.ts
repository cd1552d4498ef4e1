import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { withContent } from '../content-reads.server.ts'
import { xml, xmlResponse } from './xml.ts'

export const ARTICLES_PER_SITEMAP = 100

/** /sitemap.xml: the index of child sitemaps (pages and topics, then articles in pages of 100). */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const site = context.env.SITE_URL
  const { totalPages } = await withContent(context, () => context.content.getArticleLinks(1, ARTICLES_PER_SITEMAP))
  const children = ['pages', 'topics', ...Array.from({ length: totalPages }, (_, i) => `articles-${i + 1}`)]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children.map((name) => `<sitemap><loc>${xml(`${site}/sitemaps/${name}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n')
  return xmlResponse(body)
}
