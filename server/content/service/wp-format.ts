import { escapeHtml } from '#lib/html-text.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { zonedParts } from '#lib/zoned-time.ts'

/** WordPress writes `date` in the site's zone and `date_gmt` in UTC, both without an offset. */
export function formatWpDateGmt(date: Date): string {
  return date.toISOString().slice(0, 19)
}

export function formatWpDateLocal(date: Date): string {
  const parts = zonedParts(date, SITE_TIME_ZONE)
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

/** WordPress wraps excerpts in a paragraph. */
export function renderExcerpt(text: string): string {
  return text ? `<p>${escapeHtml(text)}</p>\n` : ''
}

/** The database form of a date (`2026-11-01 06:00:00`), as raw post rows carry it. */
export const formatWpRawDate = (isoLike: string) => isoLike.replace('T', ' ')
