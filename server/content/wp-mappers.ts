import { slugify } from '#lib/section-paths.ts'
import { decodeEntities, stripTags } from '#lib/html-text.ts'
import type { Article, Blog, Author, ContentPage, Event, Image, Issue, ListEdition, Resource, Speaker, Sponsor, Topic, Video, VideoCategory, Webinar } from '#lib/content-model.ts'
import { eventPath, issuePath, listEditionPath, resourcePath, videoCategoryPath, videoPath, webinarPath } from '#lib/section-paths.ts'
import { articlePath, authorPath, BLOG_CATEGORY_SLUG, blogPostPath } from '#lib/site-paths.ts'
import { zonedTimeToUtc } from '#lib/zoned-time.ts'
import { splitTranscript } from '#lib/video-text.ts'
import type { WpEvent, WpIssue, WpList, WpMedia, WpPage, WpPost, WpResource, WpTerm, WpUser, WpVideo, WpWebinar } from './wp-schemas.ts'

/**
 * WordPress REST answers to the page model (lib/content-model.ts): site paths built from ids
 * and slugs (whatever permalinks the CMS uses), instants in UTC next to the wall-clock fields
 * they came from, and links inside ACF fields turned into paths where they point at this site.
 */

/** HTML as one line of plain text. */
export const plain = (html: string) => decodeEntities(stripTags(html)).replace(/\s+/g, ' ').trim()
/** WordPress dates without an offset are UTC when they are the _gmt fields. */
const gmt = (value: string) => (/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)

/** Our own host's absolute links become paths; other hosts stay absolute. */
function relativeTo(origins: Set<string>, siteUrl: string) {
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

/**
 * Links of the content service's host and the site's become site paths. Files (`asset`) become
 * paths only on the site's own host: a publisher's WordPress serves its uploads itself, so an
 * image keeps WordPress's address (the CSP allows that origin).
 */
export function createPathMapper(baseUrl: string, siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin
  return Object.assign(relativeTo(new Set([new URL(baseUrl).origin, siteOrigin]), siteUrl), { asset: relativeTo(new Set([siteOrigin]), siteUrl) })
}
type PathMapper = ReturnType<typeof createPathMapper>

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

function toImage(media: WpMedia, toPath: PathMapper): Image {
  const sizes = Object.values(media.media_details.sizes ?? {})
  const width = media.media_details.width ?? sizes.at(-1)?.width ?? 0
  const height = media.media_details.height ?? sizes.at(-1)?.height ?? 0
  const ratio = width && height ? width / height : 0
  const candidates = [...sizes.filter((size) => ratio && Math.abs(size.width / size.height - ratio) < 0.02), { width, height, source_url: media.source_url }]
  const unique = [...new Map(candidates.map((size) => [size.width, size])).values()].sort((a, b) => a.width - b.width)
  return {
    src: toPath.asset(media.source_url),
    width,
    height,
    alt: media.alt_text,
    srcSet: unique.map((size) => `${toPath.asset(size.source_url)} ${size.width}w`).join(', '),
  }
}

/** An author's page is the site's /authors/{slug}, whatever WordPress's own author link (/author/{slug}, ?author=2). */
export function toAuthor(user: WpUser, toPath: PathMapper): Author {
  const avatar = user.avatar_urls['96'] ?? user.avatar_urls['48'] ?? null
  return { id: user.id, name: user.name, slug: user.slug, bio: plain(user.description), path: authorPath(user), avatar: avatar ? toPath.asset(avatar) : null }
}

export function toTopic(term: WpTerm): Topic {
  return { id: term.id, name: decodeEntities(term.name), slug: term.slug, description: plain(term.description ?? ''), count: term.count ?? 0, parent: term.parent ?? 0 }
}

/** A blog: a child of the blog category, its owner in term meta. */
export function toBlog(term: WpTerm): Blog {
  const owner = !Array.isArray(term.meta) ? Number(term.meta?.blog_owner) : NaN
  return { ...toTopic(term), ownerId: Number.isSafeInteger(owner) && owner > 0 ? owner : null }
}

/** The featured image an `_embed` answer carries; null when absent or unreadable (an error object). */
function featuredImage(embedded: { 'wp:featuredmedia'?: (WpMedia | { code: string })[] } | undefined, toPath: PathMapper): Image | null {
  const media = embedded?.['wp:featuredmedia']?.[0]
  return media && 'source_url' in media ? toImage(media, toPath) : null
}

/** The site's own article addresses: /{yyyy}/{mm}/{dd}/{id}/{slug} and /blog/{slug}. */
const SITE_ARTICLE_PATH = /^\/(\d{4}\/\d{2}\/\d{2}\/\d+|blog)\/[^/]+$/

export function toArticle(post: WpPost, toPath: PathMapper): Article {
  const embedded = post._embedded
  const author = embedded?.author?.[0]
  const [categories = [], tags = []] = embedded?.['wp:term'] ?? []
  const topics = categories.map(toTopic)
  const isBlog = topics.some((topic) => topic.slug === BLOG_CATEGORY_SLUG)
  const linked = toPath(post.link)
  return {
    id: post.id,
    slug: post.slug,
    // A publisher's WordPress has its own permalinks (/{slug}/, ?p=8...): the site keeps its addresses.
    path: SITE_ARTICLE_PATH.test(linked) ? linked : isBlog ? blogPostPath(post.slug) : articlePath({ id: post.id, slug: post.slug, publishedAt: gmt(post.date_gmt) }),
    title: plain(post.title.rendered),
    deck: plain(post.excerpt.rendered),
    contentHtml: post.content?.rendered ?? '',
    published: gmt(post.date_gmt),
    modified: gmt(post.modified_gmt),
    sticky: post.sticky,
    isBlog,
    author: author && 'name' in author ? toAuthor(author, toPath) : null,
    image: featuredImage(embedded, toPath),
    topics: topics.filter((topic) => topic.slug !== BLOG_CATEGORY_SLUG),
    tags: tags.map(toTopic),
    seo: {
      title: (!Array.isArray(post.meta) && post.meta.quota_seo_title?.trim()) || null,
      description: (!Array.isArray(post.meta) && post.meta.quota_seo_description?.trim()) || null,
    },
  }
}

/** The fields every section post shares, in our own names. */
function postBasics(post: { id: number; slug: string; title: { rendered: string }; excerpt?: { rendered: string }; content?: { rendered: string } }, path: string) {
  return {
    id: post.id,
    slug: post.slug,
    path,
    title: plain(post.title.rendered),
    summary: plain(post.excerpt?.rendered ?? ''),
    contentHtml: post.content?.rendered ?? '',
  }
}
/** Section posts may lack date_gmt: an empty date stays empty. */
const gmtOrEmpty = (value: string) => (value ? gmt(value) : '')
const orNull = (value: string) => value || null
const iso = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone)?.toISOString() ?? null
const intOrNull = (value: number | null) => (value === null ? null : Math.trunc(value))

function toSpeaker(person: { name: string; title: string; company: string; bio: string; photo: string }, toPath: PathMapper): Speaker {
  return { name: person.name, title: person.title, company: person.company, bio: person.bio, photo: person.photo ? toPath.asset(person.photo) : null }
}

function toSponsor(sponsor: { name: string; slug: string; url: string; logo: string }, toPath: PathMapper): Sponsor {
  // A sponsor written without its slug (as a plain WordPress field often is) is known by its name's slug: leads need one.
  return { name: sponsor.name, slug: sponsor.slug || slugify(sponsor.name), url: sponsor.url, logo: sponsor.logo ? toPath.asset(sponsor.logo) : null }
}

export function toWebinar(post: WpWebinar, toPath: PathMapper): Webinar {
  const { acf } = post
  const start = iso(acf.start_date, acf.start_time, acf.time_zone)
  const end = acf.end_time ? iso(acf.start_date, acf.end_time, acf.time_zone) : null
  const presenter = acf.presenter?.name ? toSpeaker(acf.presenter, toPath) : null
  const [topics = []] = post._embedded?.['wp:term'] ?? []
  return {
    ...postBasics(post, webinarPath(post)),
    announced: gmtOrEmpty(post.date_gmt),
    startDate: acf.start_date,
    startTime: acf.start_time,
    endTime: acf.end_time,
    timeZone: acf.time_zone,
    start,
    end,
    durationMinutes: start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 60_000) : null,
    presenter,
    speakers: [...(presenter ? [presenter] : []), ...acf.panelists.filter((person) => person.name).map((person) => toSpeaker(person, toPath))],
    sponsor: acf.sponsor?.name ? toSponsor(acf.sponsor, toPath) : null,
    registrationOpen: acf.registration_open,
    registrationFields: acf.registration_form,
    recordingVideoId: orNull(acf.recording_video_id),
    topicIds: post.categories,
    topics: topics.filter((term) => term.taxonomy === 'category').map(toTopic),
  }
}

export function toIssue(post: WpIssue, toPath: PathMapper): Issue {
  const { acf } = post
  return {
    ...postBasics(post, issuePath(post)),
    published: gmtOrEmpty(post.date_gmt),
    special: acf.special,
    issueDate: acf.issue_date,
    volume: intOrNull(acf.volume),
    issueNumber: intOrNull(acf.issue_number),
    coverStory: acf.cover_story,
    cover: featuredImage(post._embedded, toPath),
    tableOfContents: acf.table_of_contents.map((entry) => ({
      section: entry.section,
      title: entry.title,
      page: intOrNull(entry.page),
      articleId: intOrNull(entry.post_id),
      path: entry.url ? toPath(entry.url) : '',
    })),
    digitalEdition: acf.digital_edition ? toPath.asset(acf.digital_edition) : null,
  }
}

export function toVideoCategory(term: WpTerm): VideoCategory {
  return { ...toTopic(term), path: videoCategoryPath(term) }
}

export function toVideo(post: WpVideo, toPath: PathMapper): Video {
  const { acf } = post
  const youtubeId = acf.youtube_id
  const [categories = []] = post._embedded?.['wp:term'] ?? []
  const body = splitTranscript(post.content?.rendered ?? '')
  return {
    id: post.id,
    youtubeId,
    slug: post.slug,
    path: videoPath({ youtubeId: youtubeId || String(post.id), slug: post.slug }),
    title: plain(post.title.rendered),
    description: plain(post.content ? body.description : (post.excerpt?.rendered ?? '')),
    transcript: body.transcript.map(plain),
    published: gmtOrEmpty(post.date_gmt),
    duration: acf.duration,
    series: acf.series,
    channelId: acf.channel_id,
    channelName: acf.channel_name,
    categoryIds: post.video_categories,
    categories: categories.filter((term) => term.taxonomy === 'video_category').map(toVideoCategory),
    thumbnail: featuredImage(post._embedded, toPath),
  }
}

export function toEvent(post: WpEvent, toPath: PathMapper): Event {
  const { acf } = post
  const endDate = acf.end_date || acf.start_date
  return {
    ...postBasics(post, eventPath(post)),
    eventType: acf.event_type,
    format: acf.format,
    startDate: acf.start_date,
    endDate,
    startTime: acf.start_time,
    endTime: acf.end_time,
    timeZone: acf.time_zone,
    start: iso(acf.start_date, acf.start_time, acf.time_zone),
    end: iso(endDate, acf.end_time || '23:59', acf.time_zone),
    venue: acf.venue?.name || acf.venue?.city ? acf.venue : null,
    agenda: acf.agenda.map((item) => ({ date: item.date, startTime: item.start_time, endTime: item.end_time, title: item.title, speakers: item.speakers })),
    sponsors: acf.sponsors.filter((sponsor) => sponsor.name).map((sponsor) => ({ ...toSponsor(sponsor, toPath), level: sponsor.level })),
    registrationUrl: acf.registration_url ? toPath(acf.registration_url) : '',
    registrationOpen: acf.registration_open,
    registrationFields: acf.registration_form,
    price: acf.price,
    image: featuredImage(post._embedded, toPath),
  }
}

export function toListEdition(post: WpList, toPath: PathMapper): ListEdition {
  const { acf } = post
  const year = intOrNull(acf.year) ?? (Number(post.date_gmt.slice(0, 4)) || 0)
  const family = acf.family || post.slug
  return {
    id: post.id,
    slug: post.slug,
    path: listEditionPath({ year, family }),
    family,
    year,
    kind: acf.kind,
    title: plain(post.title.rendered),
    summary: plain(post.excerpt?.rendered ?? ''),
    introductionHtml: acf.introduction,
    methodologyHtml: acf.methodology,
    metricLabel: acf.metric_label,
    segments: acf.segments,
    entries: acf.entries.map((entry) => ({
      rank: entry.rank,
      company: entry.company,
      person: orNull(entry.person),
      title: orNull(entry.title),
      segment: entry.segment,
      metric: entry.metric,
      previousRank: intOrNull(entry.previous_rank),
      change: intOrNull(entry.change),
      summary: entry.summary,
      website: entry.website,
      headquarters: entry.headquarters,
    })),
    categories: acf.categories,
    winners: acf.winners.map((winner) => ({ ...winner, person: orNull(winner.person), title: orNull(winner.title) })),
    cover: featuredImage(post._embedded, toPath),
    published: gmtOrEmpty(post.date_gmt),
  }
}

export function toResource(post: WpResource, toPath: PathMapper): Resource {
  const { acf } = post
  const sponsor = acf.sponsor?.name ? toSponsor(acf.sponsor, toPath) : null
  return {
    ...postBasics(post, resourcePath({ slug: post.slug, sponsorSlug: sponsor?.slug ?? '' })),
    summary: acf.summary || plain(post.excerpt?.rendered ?? ''),
    assetType: acf.asset_type,
    sponsor,
    file: acf.file ? { url: toPath(acf.file), type: acf.file_type, size: intOrNull(acf.file_size), pages: intOrNull(acf.pages) } : null,
    gated: acf.gated,
    cover: featuredImage(post._embedded, toPath),
    published: gmtOrEmpty(post.date_gmt),
  }
}
