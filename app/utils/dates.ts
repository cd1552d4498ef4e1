import { SITE_TIME_ZONE } from '../../lib/site-paths.ts'

/** One fixed zone and locale, so the server's text and the browser's hydration agree. */
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })

export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}
