const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * A moment as the back office shows it: "26 Nov 2026, 22:40 UTC", the day first so no reader
 * confuses month and day, and the zone named. Apart from lib/time-format.ts, whose chunk every
 * reading page loads: only back-office screens need it.
 */
export function utcMinute(date: Date | string): string {
  const moment = new Date(date)
  return `${moment.getUTCDate()} ${MONTHS[moment.getUTCMonth()]} ${moment.getUTCFullYear()}, ${twoDigits(moment.getUTCHours())}:${twoDigits(moment.getUTCMinutes())} UTC`
}
