import { readContentFolder, readJson, type ContentFile } from './content-files.ts'
import { markdownParagraphs } from './markdown.ts'

/** The demo content files (db/seed/content/), read and typed. `{{site_name}}` in any text becomes the site's name at seed time. */
export interface SeedTopic {
  slug: string
  name: string
  description: string
}

export interface SeedAuthor {
  slug: string
  name: string
  title: string
  bio: string
}

export interface SeedBlog {
  slug: string
  name: string
  description: string
  /** A blog post goes to the first blog whose topics hold its primary topic. */
  topics: string[]
}

export interface ArticleFront {
  title: string
  deck: string
  topics: string[]
  tags: string[]
  author: string
  blog?: boolean
}
export type SeedArticle = ArticleFront & { slug: string; body: string; paragraphs: string[] }

export interface PageFront {
  /** Fixed: the site's addresses and the specification name pages by id. */
  id: number
  title: string
  /** One or two plain sentences, the meta description. */
  excerpt: string
}

export interface SeedSpeaker {
  name: string
  title: string
  company: string
  bio: string
}
export interface SeedFormField {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'checkbox'
  required: boolean
  options?: string[]
}
export interface WebinarFront {
  title: string
  summary: string
  /** Days from the seed date to the session (negative: held already); a weekend moves to a weekday. */
  inDays: number
  startTime: string
  minutes: number
  timeZone: string
  topics: string[]
  presenter: SeedSpeaker
  panelists: SeedSpeaker[]
  sponsor: { slug: string; name: string; url: string }
  /** The recording's YouTube id (webinars held already). */
  recording?: string
  form: SeedFormField[]
}

export interface EventFront {
  title: string
  summary: string
  eventType: 'virtual-summit' | 'conference'
  format: 'virtual' | 'in-person' | 'hybrid'
  inDays: number
  days: number
  startTime: string
  endTime: string
  timeZone: string
  venue: { name: string; address: string; city: string; region: string; country: string } | null
  price: string
  agenda: { day: number; startTime: string; endTime: string; title: string; speakers: { name: string; title: string; company: string }[] }[]
  sponsors: { slug: string; name: string; url: string; level: 'presenting' | 'gold' | 'silver' }[]
  /** Pass types sold on the event's page (decision 063); on sale until the event starts. */
  passes?: { name: string; priceCents: number; capacity: number; promoCodes?: string[] }[]
}

export interface VideoFront {
  youtubeId: string
  title: string
  series: string
  duration: string
  /** Days before the seed date. */
  daysAgo: number
  /** The topic it is also filed under. */
  topic?: string
}

export interface ResourceFront {
  title: string
  assetType: 'white-paper' | 'e-book' | 'report' | 'guide' | 'checklist' | 'case-study'
  sponsor: { slug: string; name: string; url: string }
  summary: string
  daysAgo: number
  topic?: string
}

export const seedTopics = readJson<{ topics: SeedTopic[] }>('topics.json').topics
export const seedTags = readJson<{ tags: { slug: string; name: string }[] }>('topics.json').tags
export const seedAuthors = readJson<SeedAuthor[]>('authors.json')
export const seedBlogs = readJson<SeedBlog[]>('blogs.json')

export function blogOf(primaryTopic: string | undefined): SeedBlog {
  return seedBlogs.find((blog) => primaryTopic !== undefined && blog.topics.includes(primaryTopic)) ?? seedBlogs[seedBlogs.length - 1]!
}

const article = ({ slug, front, body }: ContentFile<ArticleFront>): SeedArticle => ({ ...front, slug, body, paragraphs: markdownParagraphs(body) })
/** Each topic's articles, newest first (articles/<topic>/). */
export const seedArticleSets: { topic: string; articles: SeedArticle[] }[] = seedTopics.map((topic) => ({
  topic: topic.slug,
  articles: readContentFolder<ArticleFront>(`articles/${topic.slug}`).map(article),
}))

export const seedPages = readContentFolder<PageFront>('pages')
export const seedWebinars = readContentFolder<WebinarFront>('webinars')
export const seedEvents = readContentFolder<EventFront>('events')
export const seedVideos = readContentFolder<VideoFront>('videos')
export const seedResources = readContentFolder<ResourceFront>('resources')
export const { channel: CHANNEL, series: seedVideoSeries } = readJson<{ channel: { id: string; name: string }; series: SeedTopic[] }>('videos/series.json')
