/** Video descriptions and durations as the video pages show them (spec §3). */
const FOR_MORE = 'For more'

/** The description up to the phrase 'For more' (channel boilerplate follows it), trimmed. */
export function cutAtForMore(description: string): string {
  const at = description.indexOf(FOR_MORE)
  return (at === -1 ? description : description.slice(0, at)).trim()
}

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/
const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/

/**
 * Seconds in a duration: a number of seconds, an ISO 8601 duration as YouTube gives it
 * (`PT2M12S`, `PT1H2M`, `P1DT2H`), or a clock reading (`2:12`, `1:02:15`). Null when unreadable.
 */
export function parseDuration(input: number | string | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.floor(input) : null
  const text = input?.trim().toUpperCase()
  if (!text) return null
  const iso = ISO_DURATION.exec(text)
  if (iso && text !== 'P' && !text.endsWith('T')) {
    const [weeks, days, hours, minutes, seconds] = iso.slice(1).map((part) => Number(part ?? 0))
    return Math.floor(weeks! * 604_800 + days! * 86_400 + hours! * 3600 + minutes! * 60 + seconds!)
  }
  const clock = CLOCK.exec(text)
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3])
  if (/^\d+$/.test(text)) return Number(text)
  return null
}

/** m:ss under an hour, h:mm:ss from an hour; '' when the input is unreadable. */
export function formatDuration(input: number | string | null | undefined): string {
  const total = parseDuration(input)
  if (total === null) return ''
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** ISO 8601 duration of a number of seconds (`PT2M12S`), the form YouTube answers with. */
export function toIsoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  if (totalSeconds === 0) return 'PT0S'
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`
}

/** The heading in a video's body above its transcript: what follows it is the transcript. */
const TRANSCRIPT_HEADING = /<h[2-4][^>]*>\s*Transcript\s*<\/h[2-4]>/i

/**
 * A video's body split at its "Transcript" heading (h2–h4, as an editor or the seed writes it):
 * the description above it, and the transcript's paragraphs (plain text, one per `<p>`) below it.
 * A body with no such heading is all description.
 */
export function splitTranscript(html: string): { description: string; transcript: string[] } {
  const heading = TRANSCRIPT_HEADING.exec(html)
  if (!heading) return { description: html, transcript: [] }
  const below = html.slice(heading.index + heading[0].length)
  const transcript = [...below.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => match[1]!).filter((text) => /\S/.test(text.replace(/<[^>]*>/g, '')))
  return { description: html.slice(0, heading.index), transcript }
}
