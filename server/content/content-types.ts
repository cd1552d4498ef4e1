import { decodeEntities, stripTags } from '#lib/html-text.ts'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import type { WpMedia, WpPage, WpPost, WpTerm, WpUser } from './wp-schemas.ts'

export type {
  AgendaItem,
  AwardWinner,
  Event,
  FormField,
  Issue,
  IssueContentsEntry,
  ListEdition,
  ListEntry,
  Resource,
  Segment,
  Speaker,
  Sponsor,
  Video,
  VideoCategory,
  Webinar,
} from './section-types.ts'

/** What the pages receive: our own names and site-relative paths; HTML fields stay HTML (sanitised at render). */
export interface ContentPage {
  id: number
  slug: string
  title: string
  contentHtml: string
  description: string
  modified: string
}

export interface Image {
  src: string
  width: number
  height: number
  alt: string
  srcSet: string
}

export interface Author {
  id: number
  name: string
  slug: string
  bio: string
  path: string
  avatar: string | null
}

export interface Topic {
  id: number
  name: string
  slug: string
  description: string
  count: number
}

export interface Article {
  id: number
  slug: string
  path: string
  title: string
  deck: string
  contentHtml: string
  published: string
  modified: string
  sticky: boolean
  isBlog: boolean
  author: Author | null
  image: Image | null
  topics: Topic[]
  tags: Topic[]
}

/** HTML as one line of plain text. */
export const plain = (html: string) => decodeEntities(stripTags(html)).replace(/\s+/g, ' ').trim()
/** WordPress dates without an offset are UTC when they are the _gmt fields. */
export const gmt = (value: string) => (/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)

/** Our own host's absolute links become paths; other hosts stay absolute. */
export function createPathMapper(baseUrl: string, siteUrl: string) {
  const origins = new Set([new URL(baseUrl).origin, new URL(siteUrl).origin])
  return (url: string): string => {
    if (!url) return url
    try {
      const parsed = new URL(url, siteUrl)
      if (!origins.has(parsed.origin)) return url
      const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname
      return `${path}${parsed.search}`
    } catch {
      return url
    }
  }
}
export type PathMapper = ReturnType<typeof createPathMapper>

export function toContentPage(page: WpPage): ContentPage {
  return {
    id: page.id,
    slug: page.slug,
    title: plain(page.title.rendered),
    contentHtml: page.content.rendered,
    description: plain(page.excerpt.rendered),
    modified: page.modified_gmt,
  }
}

export function toImage(media: WpMedia, toPath: PathMapper): Image {
  const sizes = Object.values(media.media_details.sizes ?? {})
  const width = media.media_details.width ?? sizes.at(-1)?.width ?? 0
  const height = media.media_details.height ?? sizes.at(-1)?.height ?? 0
  const ratio = width && height ? width / height : 0
  const candidates = [...sizes.filter((size) => ratio && Math.abs(size.width / size.height - ratio) < 0.02), { width, height, source_url: media.source_url }]
  const unique = [...new Map(candidates.map((size) => [size.width, size])).values()].sort((a, b) => a.width - b.width)
  return {
    src: toPath(media.source_url),
    width,
    height,
    alt: media.alt_text,
    srcSet: unique.map((size) => `${toPath(size.source_url)} ${size.width}w`).join(', '),
  }
}

export function toAuthor(user: WpUser, toPath: PathMapper): Author {
  const avatar = user.avatar_urls['96'] ?? user.avatar_urls['48'] ?? null
  return { id: user.id, name: user.name, slug: user.slug, bio: plain(user.description), path: toPath(user.link), avatar: avatar ? toPath(avatar) : null }
}

export function toTopic(term: WpTerm): Topic {
  return { id: term.id, name: decodeEntities(term.name), slug: term.slug, description: plain(term.description ?? ''), count: term.count ?? 0 }
}

/** The featured image an `_embed` answer carries; null when absent or unreadable (an error object). */
export function featuredImage(embedded: { 'wp:featuredmedia'?: (WpMedia | { code: string })[] } | undefined, toPath: PathMapper): Image | null {
  const media = embedded?.['wp:featuredmedia']?.[0]
  return media && 'source_url' in media ? toImage(media, toPath) : null
}

export function toArticle(post: WpPost, toPath: PathMapper): Article {
  const embedded = post._embedded
  const author = embedded?.author?.[0]
  const [categories = [], tags = []] = embedded?.['wp:term'] ?? []
  const topics = categories.map(toTopic)
  return {
    id: post.id,
    slug: post.slug,
    path: toPath(post.link),
    title: plain(post.title.rendered),
    deck: plain(post.excerpt.rendered),
    contentHtml: post.content?.rendered ?? '',
    published: gmt(post.date_gmt),
    modified: gmt(post.modified_gmt),
    sticky: post.sticky,
    isBlog: topics.some((topic) => topic.slug === BLOG_CATEGORY_SLUG),
    author: author && 'name' in author ? toAuthor(author, toPath) : null,
    image: featuredImage(embedded, toPath),
    topics: topics.filter((topic) => topic.slug !== BLOG_CATEGORY_SLUG),
    tags: tags.map(toTopic),
  }
}
