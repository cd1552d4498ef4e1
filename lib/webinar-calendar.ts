/**
 * The "Add to calendar" file of a webinar (RFC 5545): one VEVENT in UTC, so every calendar
 * shows it in the reader's own zone without a VTIMEZONE block.
 */
export interface CalendarEvent {
  uid: string
  title: string
  description: string
  url: string
  start: string
  end: string
  stamp: string
  /** Where it happens (a venue's address); its page's address when it happens online. */
  location?: string
}

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after a space (§3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const ch of line) {
    const chSize = new TextEncoder().encode(ch).length
    if (size + chSize > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += ch
    size += chSize
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildCalendar(event: CalendarEvent, productName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Webinars//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`)}`,
    `URL:${event.url}`,
    `LOCATION:${escapeText(event.location || event.url)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The event of a webinar still to come, as the calendar file and the confirmation mail carry it. */
export function webinarCalendarEvent(webinar: { id: number; title: string; summary: string; path: string; start: string; end: string | null; announced: string }, siteUrl: string): CalendarEvent {
  return {
    uid: `webinar-${webinar.id}@${new URL(siteUrl).hostname}`,
    title: webinar.title,
    description: webinar.summary,
    url: new URL(webinar.path, `${siteUrl}/`).href,
    start: webinar.start,
    end: webinar.end ?? new Date(Date.parse(webinar.start) + 3600_000).toISOString(),
    stamp: webinar.announced || new Date().toISOString(),
  }
}
