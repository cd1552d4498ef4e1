import type { ChangeReach } from '../../../cache/content-tags.ts'

/** What of an item a saved change may touch, as the pages see it. */
export interface ItemState {
  title: string
  slug: string
  excerpt: string
  contentHtml: string
  authorId: number | null
  featuredMediaId: number | null
  acf: unknown
  /** Its topics and tags, in their order. */
  termIds: number[]
}

const LISTED: (keyof ItemState)[] = ['title', 'slug', 'excerpt', 'featuredMediaId']
const PLACEMENT: (keyof ItemState)[] = ['authorId', 'acf', 'termIds']

/** Fields are compared by what they hold: an empty field and one never set look the same on a page. */
const held = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, field]) => field !== '' && field != null)
          .sort(([a], [b]) => a.localeCompare(b)),
      )
    : value
const same = (a: unknown, b: unknown) => JSON.stringify(held(a)) === JSON.stringify(held(b))

/**
 * How far a save of an item shows on the site (the cache tags it drops): a body-only edit only on
 * the item's page; its title, summary, image or address also in the lists that show it; its author,
 * topics or section fields (a webinar's date) may move it between lists, so all of them.
 */
export function reachOfSave(before: ItemState, after: ItemState): ChangeReach {
  if (PLACEMENT.some((field) => !same(before[field], after[field]))) return 'placement'
  if (LISTED.some((field) => !same(before[field], after[field]))) return 'listed'
  return 'body'
}
