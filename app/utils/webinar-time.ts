import { SITE_TIME_ZONE } from '../../lib/site-paths.ts'
import { wallClockAt } from '../../lib/zoned-time.ts'

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

/** Shared with the server's registration checks. */
export { isUpcoming } from '../../lib/webinar-registration.ts'
