import { escapeHtml } from '#lib/html-text.ts'

/** WordPress writes `date` in the site's zone and `date_gmt` in UTC, both without an offset. */
export const SITE_TIME_ZONE = 'America/New_York'

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

export function formatWpDateGmt(date: Date): string {
  return date.toISOString().slice(0, 19)
}

export function formatWpDateLocal(date: Date): string {
  const parts = Object.fromEntries(localParts.formatToParts(date).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

/** WordPress wraps excerpts in a paragraph. */
export function renderExcerpt(text: string): string {
  return text ? `<p>${escapeHtml(text)}</p>\n` : ''
}

/** The database form of a date (`2026-11-01 06:00:00`), as raw post rows carry it. */
export const formatWpRawDate = (isoLike: string) => isoLike.replace('T', ' ')
