import type { MetaDescriptor } from 'react-router'
import type { Image } from '#lib/content-model.ts'
import { formatTitle, getSiteName, pageMeta } from './meta.ts'

/**
 * Builders for search engines and link previews: canonical, OpenGraph and Twitter cards (route
 * `meta`), and the JSON-LD objects that components/json-ld.tsx renders.
 */
type Matches = Parameters<typeof getSiteName>[0]

export interface Crumb {
  name: string
  path: string
}

export interface SeoPage {
  /** The page part of the title; null for the home page (the site name alone). */
  title: string | null
  description: string
  /** The canonical address of the page, as a site path. */
  path: string
  type?: 'website' | 'article'
  image?: Image | null
  noindex?: boolean
  /** More OpenGraph properties, e.g. article:published_time. */
  properties?: Record<string, string>
  /** The page's RSS feed, advertised so feed readers find it: a site path and its title. */
  feed?: { path: string; title: string }
}

export function getSiteUrl(matches: Matches): string {
  const root = matches.find((match) => match?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as { env?: { SITE_URL?: string } } | undefined
  return data?.env?.SITE_URL ?? ''
}

/** Paths become absolute on the public address; addresses on other hosts are kept. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (!siteUrl) return pathOrUrl
  return new URL(pathOrUrl, `${siteUrl}/`).href
}

export function seoMeta(matches: Matches, page: SeoPage): MetaDescriptor[] {
  const siteName = getSiteName(matches)
  const siteUrl = getSiteUrl(matches)
  const url = absoluteUrl(siteUrl, page.path)
  const title = page.title ?? formatTitle(null, siteName)
  const meta = pageMeta(matches, page.title, { description: page.description, noindex: page.noindex })
  meta.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
  )
  if (page.image) {
    const image = absoluteUrl(siteUrl, page.image.src)
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(page.image.width) },
      { property: 'og:image:height', content: String(page.image.height) },
      { property: 'og:image:alt', content: page.image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
    )
  } else {
    meta.push({ name: 'twitter:card', content: 'summary' })
  }
  for (const [property, content] of Object.entries(page.properties ?? {})) meta.push({ property, content })
  if (page.feed) meta.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: page.feed.title, href: absoluteUrl(siteUrl, page.feed.path) })
  return meta
}

const organization = (siteUrl: string, siteName: string) => ({
  '@type': 'Organization',
  name: siteName,
  url: absoluteUrl(siteUrl, '/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
})

export interface NewsArticleInput {
  title: string
  deck: string
  path: string
  published: string
  modified: string
  image: Image | null
  author: { name: string; path: string } | null
}

export function newsArticleJsonLd(siteUrl: string, siteName: string, article: NewsArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.deck,
    image: article.image ? [absoluteUrl(siteUrl, article.image.src)] : undefined,
    datePublished: article.published,
    dateModified: article.modified,
    author: article.author ? [{ '@type': 'Person', name: article.author.name, url: absoluteUrl(siteUrl, article.author.path) }] : undefined,
    publisher: organization(siteUrl, siteName),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(siteUrl, article.path) },
  }
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(siteUrl, crumb.path) })),
  }
}

/** Lets search engines offer a search box for the site that lands on our results page. */
export function websiteJsonLd(siteUrl: string, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(siteUrl, '/'),
    publisher: organization(siteUrl, siteName),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${siteUrl}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  }
}
