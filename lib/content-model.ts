import type { RankedEntry } from './list-editions.ts'

/**
 * The page model: what the pages receive from the content client, whatever CMS answered.
 * Our own names and site-relative paths; HTML fields stay HTML (sanitised at render).
 */
/** The kinds of term: topics (`category`), tags (`post_tag`) and the video library's categories, as WordPress names them. */
export type Taxonomy = 'category' | 'post_tag' | 'video_category'

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

/** One of the publication's blogs (a child of the blog category); its owner is an author. */
export interface Blog extends Topic {
  ownerId: number | null
}

export interface Topic {
  id: number
  name: string
  slug: string
  description: string
  count: number
  /** The parent topic's id; 0 for a top-level one. */
  parent: number
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
  /** What search engines and shared links show, when the editor wrote it apart from the title and deck. */
  seo: { title: string | null; description: string | null }
}

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

/** What every section item has: its address, its title and summary, its own HTML. */
export interface SectionItem {
  id: number
  slug: string
  path: string
  title: string
  summary: string
  contentHtml: string
}

/** When a webinar or an event takes place. */
export interface Schedule {
  /** Wall clock of the session in its own zone, as the CMS stores it. */
  startDate: string
  startTime: string
  endTime: string
  timeZone: string
  /** The same as instants (ISO, UTC); null when the CMS fields do not make a date. */
  start: string | null
  end: string | null
}

export interface Webinar extends SectionItem, Schedule {
  announced: string
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

export interface Issue extends SectionItem {
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
  /** Plain text, whole (pages cut it with cutAtForMore), without the transcript. */
  description: string
  /** The paragraphs under the body's "Transcript" heading, plain text; empty when it has none. */
  transcript: string[]
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

export interface Event extends SectionItem, Schedule {
  eventType: string
  format: string
  endDate: string
  venue: { name: string; address: string; city: string; region: string; country: string } | null
  agenda: AgendaItem[]
  sponsors: (Sponsor & { level: string })[]
  registrationUrl: string
  registrationOpen: boolean
  /** What a free pass asks (the webinars' form builder); empty: the contact fields. */
  registrationFields: FormField[]
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

export interface Resource extends SectionItem {
  assetType: string
  sponsor: Sponsor | null
  file: { url: string; type: string; size: number | null; pages: number | null } | null
  gated: boolean
  cover: Image | null
  published: string
}
