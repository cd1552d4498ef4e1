/**
 * Wall-clock times in a named time zone (webinars and events are scheduled as a date, a time
 * and an IANA zone) turned into instants, and instants shown in a zone. No library: Intl knows
 * every zone and its daylight-saving rules.
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string) {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The fields (year … second, two digits, 24-hour) a clock in `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string
  /** HH:MM (24-hour) */
  time: string
}

/** The date and time a clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = zonedParts(instant, timeZone)
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** Minutes the zone is ahead of UTC at `instant` (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = zonedParts(instant, timeZone)
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant a clock in `timeZone` shows `date` `time`; null for a malformed date, time or zone.
 * A time skipped by a daylight-saving jump resolves to the instant after the jump.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const d = DATE.exec(date)
  const t = TIME.exec(time || '00:00')
  if (!d || !t) return null
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0))
  if (Number.isNaN(wall)) return null
  try {
    // Two passes settle the offset on either side of a daylight-saving change.
    let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000
    guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000
    return new Date(guess)
  } catch {
    return null
  }
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()) => wallClockAt(now, timeZone).date

/** `date` moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}
