import { readerLocalTime } from '#lib/time-format.ts'

/**
 * Webinar times in the reader's own zone, on the line the server reserved under the Eastern time,
 * as the React WebinarTime shows them once hydrated (webinar-time.tsx); nothing when the reader is in ET.
 */
export function showLocalTimes() {
  for (const eastern of document.querySelectorAll<HTMLTimeElement>('.webinar-time__eastern')) {
    const local = readerLocalTime(eastern.dateTime)
    const line = eastern.nextElementSibling
    if (!local || !(line instanceof HTMLElement)) continue
    line.textContent = local
    line.dataset.localTime = ''
  }
}
