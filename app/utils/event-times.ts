/**
 * Event dates as readers see them: in the event's own time zone (where it happens), with the
 * zone named, so "12:00 PM EST" means the same to everyone. Fixed locale: server and browser agree.
 */
const dayFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const timeFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
const zoneFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })

function zoneName(instant: Date, timeZone: string): string {
  return zoneFormat(timeZone).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
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
  /** "12:00 PM – 4:00 PM EST (each day)"; '' without a start time. */
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
  const endTime = event.endTime && end ? timeFormat(zone).format(end) : ''
  const times = `${timeFormat(zone).format(start)}${endTime ? ` – ${endTime}` : ''} ${zoneName(start, zone)}${multiDay && endTime ? ' each day' : ''}`
  return { dates, times }
}

/** One agenda slot's clock times ("12:30 – 1:10 PM" style, in the event's zone), from wall-clock fields. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  const suffix = hours >= 12 ? 'PM' : 'AM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`
}
