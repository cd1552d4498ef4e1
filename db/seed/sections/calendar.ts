import { addDays } from '#lib/zoned-time.ts'

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()

/**
 * A conference starts midweek and never between Christmas and New Year: a date in that window moves
 * to the second week of January, a weekend to the Monday or Tuesday after.
 */
export function workingStart(date: string): string {
  const day = new Date(`${date}T12:00:00Z`)
  const month = day.getUTCMonth()
  const dayOfMonth = day.getUTCDate()
  if ((month === 11 && dayOfMonth >= 20) || (month === 0 && dayOfMonth <= 6)) return workingStart(`${day.getUTCFullYear() + (month === 11 ? 1 : 0)}-01-13`)
  const weekday = weekdayOf(date)
  if (weekday === 0 || weekday === 6) return addDays(date, weekday === 6 ? 3 : 2)
  return date
}

/**
 * The day of a session `inDays` from `today` (YYYY-MM-DD), on a weekday: a weekend moves away from
 * today, to the Friday before for a session held already, to the Monday after for one to come, so a
 * held session stays held and one to come stays to come.
 */
export function sessionDay(today: string, inDays: number): string {
  const date = addDays(today, inDays)
  const weekday = weekdayOf(date)
  if (weekday !== 0 && weekday !== 6) return date
  if (inDays < 0) return addDays(date, weekday === 6 ? -1 : -2)
  return addDays(date, weekday === 6 ? 2 : 1)
}
