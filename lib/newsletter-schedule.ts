import { SITE_TIME_ZONE } from './site-paths.ts'
import { addDays, todayIn, zonedTimeToUtc } from './zoned-time.ts'

/** When a newsletter goes out: ISO weekdays (1 Monday … 7 Sunday) at a wall-clock time in the site's zone, except the skip dates. */
export interface SendSchedule {
  weekdays: readonly number[]
  /** HH:MM */
  sendTime: string
  /** YYYY-MM-DD, the site's zone. */
  skipDates: readonly string[]
}

export interface SendSlot {
  /** The date, YYYY-MM-DD in the site's zone. */
  date: string
  at: Date
}

/** A year and a week: a schedule with no day in it (every weekday skipped) has no next send. */
const HORIZON_DAYS = 400

/** The ISO weekday of a calendar date (no zone involved: the date is already the site's). */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7
}

/** The instant the newsletter goes out on `date`, or null when it does not go out that day. */
export function slotOn(schedule: SendSchedule, date: string, timeZone = SITE_TIME_ZONE): SendSlot | null {
  if (!schedule.weekdays.includes(isoWeekday(date)) || schedule.skipDates.includes(date)) return null
  // Wall-clock time on that date: the UTC instant moves by an hour across a daylight-saving change, the reader's 06:30 does not.
  const at = zonedTimeToUtc(date, schedule.sendTime, timeZone)
  return at ? { date, at } : null
}

/** The next `count` sends strictly after `after`, soonest first. */
export function nextSends(schedule: SendSchedule, after: Date, count = 1, timeZone = SITE_TIME_ZONE): SendSlot[] {
  const slots: SendSlot[] = []
  // Start a day early: the zone's date at `after` may be behind or ahead of the UTC date.
  const first = addDays(todayIn(timeZone, after), -1)
  for (let day = 0; day < HORIZON_DAYS && slots.length < count; day++) {
    const slot = slotOn(schedule, addDays(first, day), timeZone)
    if (slot && slot.at.getTime() > after.getTime()) slots.push(slot)
  }
  return slots
}

/** The next send after `after`, or null when the schedule has none within a year. */
export const nextSend = (schedule: SendSchedule, after: Date, timeZone = SITE_TIME_ZONE): SendSlot | null => nextSends(schedule, after, 1, timeZone)[0] ?? null

export const ISO_WEEKDAYS = [
  { day: 1, label: 'Monday' },
  { day: 2, label: 'Tuesday' },
  { day: 3, label: 'Wednesday' },
  { day: 4, label: 'Thursday' },
  { day: 5, label: 'Friday' },
  { day: 6, label: 'Saturday' },
  { day: 7, label: 'Sunday' },
] as const
