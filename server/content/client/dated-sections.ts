import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { todayIn } from '#lib/zoned-time.ts'
import type { Paged, When } from './types.ts'

/**
 * A section whose collection does not declare the companion plugin's `upcoming` filter (its post
 * type comes from the theme or another plugin, its fields from Advanced Custom Fields) is read
 * with WordPress's standard query: newest published first, at most 100.
 */
export const STANDARD_ORDER = { orderby: 'date', order: 'desc', per_page: 100 } as const

/**
 * Those items split here by their own dates, as the plugin splits them: upcoming from today on
 * (in the site's zone) soonest first, past newest first. `dateOf` answers a sortable
 * "YYYY-MM-DD[ HH:MM]"; an item without one is announced but not yet scheduled: upcoming, last.
 */
export function splitByDate<T>(items: T[], when: When, dateOf: (item: T) => string, now = new Date()): T[] {
  const today = todayIn(SITE_TIME_ZONE, now)
  const key = (item: T) => dateOf(item).trim() || '9999-12-31'
  const chosen = items.filter((item) => key(item).slice(0, 10) >= today === (when === 'upcoming'))
  return chosen.sort((a, b) => (when === 'upcoming' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))))
}

/** One page of items split on the site, as a collection's page would be. */
export const pageOf = <T>(items: T[], page: number, perPage: number): Paged<T> => ({
  items: items.slice((page - 1) * perPage, page * perPage),
  total: items.length,
  totalPages: Math.ceil(items.length / perPage),
})
