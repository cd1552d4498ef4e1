import { SITE_TIME_ZONE } from './site-paths.ts'
import { wallClockAt } from './zoned-time.ts'

/**
 * Every date and time the site writes for people: pages (in a fixed locale and zone, so the
 * server's text and the browser's hydration agree) and mail.
 */

/**
 * Webinar times as the server writes them: always Eastern Time, spelled out by hand rather than
 * with Intl's locale data, because Node's and the browser's ICU differ in small ways (spaces
 * before "PM", abbreviations) and the hydrated text must match the server's exactly.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'a.m.' : 'p.m.'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

export function dateText(date: string, withWeekday = true): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${withWeekday ? `${weekday}, ` : ''}${MONTHS[month - 1]} ${day}, ${year}`
}

/** "Tuesday, June 9, 2026, 1:00 p.m. ET" for an instant. */
export function easternDateTime(iso: string): string {
  const { date, time } = wallClockAt(new Date(iso), SITE_TIME_ZONE)
  return `${dateText(date)}, ${clockText(time)} ET`
}

/** "June 9, 2026" in Eastern Time, for on-demand listings. */
export function easternDate(iso: string): string {
  return dateText(wallClockAt(new Date(iso), SITE_TIME_ZONE).date, false)
}

/** "1 hour", "45 minutes", "1 hour 30 minutes". */
export function durationText(minutes: number | null): string {
  if (!minutes || minutes <= 0) return ''
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts = [hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '', rest ? `${rest} minute${rest > 1 ? 's' : ''}` : '']
  return parts.filter(Boolean).join(' ')
}

/** ISO 8601 duration for structured data: PT1H30M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

/** One fixed zone and locale, so the server's text and the browser's hydration agree. */
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })

export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}

/** Issues are dated by month ("November 2026"); the date is a calendar day, so read it in UTC. */
const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' })

export function formatIssueMonth(issueDate: string): string {
  const date = new Date(`${issueDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date)
}

/**
 * Event dates as readers see them: in the event's own time zone (where it happens), with the
 * zone named, so "12:00 p.m. ET" means the same to everyone. Fixed locale: server and browser agree.
 */
const dayFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const zoneFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })

/** The house names for the American zones, as in "2:00 p.m. ET"; elsewhere the short name ("GMT", "CET"). */
const US_ZONES: Record<string, string> = { 'America/New_York': 'ET', 'America/Chicago': 'CT', 'America/Denver': 'MT', 'America/Phoenix': 'MT', 'America/Los_Angeles': 'PT' }

function zoneName(instant: Date, timeZone: string): string {
  return (
    US_ZONES[timeZone] ??
    zoneFormat(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ??
    timeZone
  )
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

export interface EventWhen {
  /** "Tuesday, December 23, 2026" or "… – Wednesday, December 24, 2026". */
  dates: string
  /** "12:00 p.m. – 4:00 p.m. ET each day"; '' without a start time. */
  times: string
}

/** Start and end instants (ISO) of an event held over `days` calendar days in `timeZone`. */
export function formatEventWhen(event: { start: string | null; end: string | null; startDate: string; endDate: string; startTime: string; endTime: string; timeZone: string }): EventWhen {
  if (!event.start || !isZone(event.timeZone)) return { dates: [event.startDate, event.endDate].filter(Boolean).join(' – '), times: '' }
  const zone = event.timeZone
  const start = new Date(event.start)
  const end = event.end ? new Date(event.end) : null
  const firstDay = dayFormat(zone).format(start)
  const lastDay = end ? dayFormat(zone).format(end) : firstDay
  const dates = lastDay === firstDay ? firstDay : `${firstDay} – ${lastDay}`
  if (!event.startTime) return { dates, times: '' }
  // The daily end time, on the first day (the end instant is on the last day).
  const multiDay = event.endDate !== event.startDate
  const clockAt = (instant: Date) => clockText(wallClockAt(instant, zone).time)
  const endTime = event.endTime && end ? clockAt(end) : ''
  const times = `${clockAt(start)}${endTime ? ` – ${endTime}` : ''} ${zoneName(start, zone)}${multiDay && endTime ? ' each day' : ''}`
  return { dates, times }
}

/** One agenda slot's clock time ("12:30 p.m.", in the event's zone), from a wall-clock field; unreadable times stay as stored. */
export function formatClock(time: string): string {
  return /^\d{1,2}:\d{2}/.test(time) ? clockText(time) : time
}

/** An agenda day ("Tuesday, December 8"): a calendar day, so read it in UTC; unreadable dates stay as stored. */
const agendaDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' })
export function formatAgendaDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? date : agendaDay.format(day)
}

/** Mail says a webinar's time as the pages do: "Tuesday, June 9, 2026, 1:00 p.m. ET". */
export const formatMailEasternTime = easternDateTime

/** The reader's own zone and that time (browser only: it reads the browser's zone); null when it is Eastern Time anyway. */
export function readerLocalTime(iso: string): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const formatted = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso))
  const eastern = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(new Date(iso))
  const same = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(new Date(iso)) === eastern
  return same ? null : `Your time: ${formatted}`
}
