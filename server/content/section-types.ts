import type { RankedEntry } from '#lib/list-editions.ts'
import { eventPath, issuePath, listEditionPath, resourcePath, videoCategoryPath, videoPath, webinarPath } from '#lib/section-paths.ts'
import { zonedTimeToUtc } from '#lib/zoned-time.ts'
import { featuredImage, gmt as gmtDate, plain, toTopic, type Image, type PathMapper, type Topic } from './content-types.ts'
import type { WpEvent, WpIssue, WpList, WpResource, WpTerm, WpVideo, WpWebinar } from './wp-schemas.ts'

/**
 * The sections' content as the pages receive it: our own names, site paths built from ids
 * and slugs (whatever permalinks the CMS uses), instants in UTC next to the wall-clock fields
 * they came from, and links inside ACF fields turned into paths where they point at this site.
 */
export interface Speaker {
  name: string
  title: string
  company: string
  bio: string
  photo: string | null
}

export interface Sponsor {
  name: string
  slug: string
  url: string
  logo: string | null
}

export interface FormField {
  name: string
  label: string
  type: string
  required: boolean
  options: string[]
}

export interface Webinar {
  id: number
  slug: string
  path: string
  title: string
  summary: string
  contentHtml: string
  announced: string
  /** Wall clock of the session in its own zone, as the CMS stores it. */
  startDate: string
  startTime: string
  endTime: string
  timeZone: string
  /** The same as instants (ISO, UTC); null when the CMS fields do not make a date. */
  start: string | null
  end: string | null
  durationMinutes: number | null
  presenter: Speaker | null
  /** The presenter first, then the panelists. */
  speakers: Speaker[]
  sponsor: Sponsor | null
  registrationOpen: boolean
  registrationFields: FormField[]
  recordingVideoId: string | null
  topicIds: number[]
  /** Filled when the answer embedded its terms. */
  topics: Topic[]
}

export interface IssueContentsEntry {
  section: string
  title: string
  page: number | null
  articleId: number | null
  path: string
}

export interface Issue {
  id: number
  slug: string
  path: string
  title: string
  summary: string
  contentHtml: string
  published: string
  special: boolean
  issueDate: string
  volume: number | null
  issueNumber: number | null
  coverStory: string
  cover: Image | null
  tableOfContents: IssueContentsEntry[]
  /** The digital edition (a PDF), a path on this site or an absolute address. */
  digitalEdition: string | null
}

export interface VideoCategory {
  id: number
  name: string
  slug: string
  description: string
  count: number
  path: string
}

export interface Video {
  id: number
  youtubeId: string
  slug: string
  path: string
  title: string
  /** Plain text, whole (pages cut it with cutAtForMore). */
  description: string
  published: string
  /** As the CMS stores it: m:ss or h:mm:ss. */
  duration: string
  series: string
  channelId: string
  channelName: string
  categoryIds: number[]
  categories: VideoCategory[]
  thumbnail: Image | null
}

export interface AgendaItem {
  date: string
  startTime: string
  endTime: string
  title: string
  speakers: { name: string; title: string; company: string }[]
}

export interface Event {
  id: number
  slug: string
  path: string
  title: string
  summary: string
  contentHtml: string
  eventType: string
  format: string
  startDate: string
  endDate: string
  startTime: string
  endTime: string
  timeZone: string
  start: string | null
  end: string | null
  venue: { name: string; address: string; city: string; region: string; country: string } | null
  agenda: AgendaItem[]
  sponsors: (Sponsor & { level: string })[]
  registrationUrl: string
  registrationOpen: boolean
  price: string
  image: Image | null
}

export interface Segment {
  slug: string
  name: string
  description: string
}

export interface ListEntry extends RankedEntry {
  person: string | null
  title: string | null
  summary: string
  website: string
  headquarters: string
}

export interface AwardWinner {
  category: string
  level: string
  company: string
  person: string | null
  title: string | null
  summary: string
  website: string
}

export interface ListEdition {
  id: number
  slug: string
  path: string
  family: string
  year: number
  kind: 'list' | 'award'
  title: string
  summary: string
  introductionHtml: string
  methodologyHtml: string
  metricLabel: string
  segments: Segment[]
  /** Empty in list summaries (getLists); whole in getList. */
  entries: ListEntry[]
  categories: Segment[]
  winners: AwardWinner[]
  cover: Image | null
  published: string
}

export interface Resource {
  id: number
  slug: string
  path: string
  title: string
  summary: string
  contentHtml: string
  assetType: string
  sponsor: Sponsor | null
  file: { url: string; type: string; size: number | null; pages: number | null } | null
  gated: boolean
  cover: Image | null
  published: string
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
const gmt = (value: string) => (value ? gmtDate(value) : '')
const orNull = (value: string) => value || null
const iso = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone)?.toISOString() ?? null
const intOrNull = (value: number | null) => (value === null ? null : Math.trunc(value))

function toSpeaker(person: { name: string; title: string; company: string; bio: string; photo: string }, toPath: PathMapper): Speaker {
  return { name: person.name, title: person.title, company: person.company, bio: person.bio, photo: person.photo ? toPath(person.photo) : null }
}

function toSponsor(sponsor: { name: string; slug: string; url: string; logo: string }, toPath: PathMapper): Sponsor {
  return { name: sponsor.name, slug: sponsor.slug, url: sponsor.url, logo: sponsor.logo ? toPath(sponsor.logo) : null }
}

export function toWebinar(post: WpWebinar, toPath: PathMapper): Webinar {
  const { acf } = post
  const start = iso(acf.start_date, acf.start_time, acf.time_zone)
  const end = acf.end_time ? iso(acf.start_date, acf.end_time, acf.time_zone) : null
  const presenter = acf.presenter?.name ? toSpeaker(acf.presenter, toPath) : null
  const [topics = []] = post._embedded?.['wp:term'] ?? []
  return {
    ...postBasics(post, webinarPath(post)),
    announced: gmt(post.date_gmt),
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
    published: gmt(post.date_gmt),
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
    digitalEdition: acf.digital_edition ? toPath(acf.digital_edition) : null,
  }
}

export function toVideoCategory(term: WpTerm): VideoCategory {
  return { ...toTopic(term), path: videoCategoryPath(term) }
}

export function toVideo(post: WpVideo, toPath: PathMapper): Video {
  const { acf } = post
  const youtubeId = acf.youtube_id
  const [categories = []] = post._embedded?.['wp:term'] ?? []
  return {
    id: post.id,
    youtubeId,
    slug: post.slug,
    path: videoPath({ youtubeId: youtubeId || String(post.id), slug: post.slug }),
    title: plain(post.title.rendered),
    description: plain(post.content?.rendered ?? post.excerpt?.rendered ?? ''),
    published: gmt(post.date_gmt),
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
    published: gmt(post.date_gmt),
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
    published: gmt(post.date_gmt),
  }
}
