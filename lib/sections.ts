import { eventPath, issuePath, listEditionPath, resourcePath, videoPath, webinarPath } from './section-paths.ts'

/**
 * The section catalogue: the content types beside articles and pages, each written once with its
 * words and addresses. The database's post types, search, the sitemaps, previews, the editor's
 * kinds, the back office's navigation, the importer and the WordPress plugin's list
 * (wordpress/quota-content/includes/sections.php, checked by tests/plugin-lists.test.ts) follow it.
 *
 * In code a magazine issue is an `issue` (its post type `issues`); readers and editors read
 * "magazine issue"; its pages stay at /magazine, the address the site always had.
 */
export interface Section {
  /** The post type, as WordPress registers it: its REST base (`/wp-json/wp/v2/{type}`) and its back-office segment. */
  type: string
  /** What code calls one item: the audit log's `issue.publish`, a function's `issue`. */
  name: string
  /** One item in a sentence: "Saved the magazine issue." */
  noun: string
  /** Several in a sentence: "3 magazine issues". */
  nouns: string
  /** Several as a heading or a navigation label: "Magazine issues". */
  heading: string
  /** Its entry in the back office's navigation: "Magazine". */
  navLabel: string
  /** The public index of the section. */
  indexPath: string
  /** Whether topics (categories) file its items, so a topic's page can list them. */
  topics: boolean
  /** The public address of one item, from what is stored of it (the content service writes it as `link`). */
  itemPath(item: StoredItem): string
}

/** An item as the store (or WordPress) keeps it: its own fields are ACF's. */
export interface StoredItem {
  id: number
  slug: string
  fields: Record<string, unknown>
  publishedAt: Date
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** In the order every list of sections shows them: navigation, search, sitemaps. */
export const SECTIONS = [
  {
    type: 'webinars',
    name: 'webinar',
    noun: 'webinar',
    nouns: 'webinars',
    heading: 'Webinars',
    navLabel: 'Webinars',
    indexPath: '/webinars',
    topics: true,
    itemPath: (item) => webinarPath(item),
  },
  {
    type: 'issues',
    name: 'issue',
    noun: 'magazine issue',
    nouns: 'magazine issues',
    heading: 'Magazine issues',
    navLabel: 'Magazine',
    indexPath: '/magazine',
    topics: false,
    itemPath: (item) => issuePath(item),
  },
  {
    type: 'videos',
    name: 'video',
    noun: 'video',
    nouns: 'videos',
    heading: 'Videos',
    navLabel: 'Videos',
    indexPath: '/videos',
    topics: true,
    itemPath: (item) => videoPath({ youtubeId: text(item.fields.youtube_id) || String(item.id), slug: item.slug }),
  },
  {
    type: 'events',
    name: 'event',
    noun: 'event',
    nouns: 'events',
    heading: 'Events',
    navLabel: 'Events',
    indexPath: '/events',
    topics: false,
    itemPath: (item) => eventPath(item),
  },
  {
    type: 'lists',
    name: 'list',
    noun: 'list edition',
    nouns: 'list editions',
    heading: 'Lists and awards',
    navLabel: 'Lists and awards',
    indexPath: '/lists',
    topics: false,
    itemPath: (item) => listEditionPath({ year: Number(item.fields.year) || item.publishedAt.getUTCFullYear(), family: text(item.fields.family) || item.slug }),
  },
  {
    type: 'resources',
    name: 'resource',
    noun: 'resource',
    nouns: 'resources',
    heading: 'Resources',
    navLabel: 'Resources',
    indexPath: '/resources',
    topics: true,
    itemPath: (item) => {
      const sponsor = item.fields.sponsor as { slug?: unknown } | null | undefined
      return resourcePath({ slug: item.slug, sponsorSlug: text(sponsor?.slug) })
    },
  },
] as const satisfies readonly Section[]

export type SectionType = (typeof SECTIONS)[number]['type']
export const SECTION_TYPES = SECTIONS.map((section) => section.type)
export const isSectionType = (value: string | null | undefined): value is SectionType => SECTIONS.some((section) => section.type === value)
export const sectionOf = (type: SectionType): Section => SECTIONS.find((section) => section.type === type)!

/** "1 webinar", "3 webinars". */
export const countOf = (type: SectionType, count: number) => `${count} ${count === 1 ? sectionOf(type).noun : sectionOf(type).nouns}`

/** The back office's screen of a section's items. */
export const adminPath = (type: SectionType) => `/admin/content/${type}`
