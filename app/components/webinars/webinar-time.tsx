import { useSyncExternalStore } from 'react'
import { easternDateTime, readerLocalTime } from '#lib/time-format.ts'

const neverChanges = () => () => {}

/** The reader's own zone and that time, from the browser; null on the server (and while hydrating) and when it is ET. */
function useLocalTime(iso: string): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => readerLocalTime(iso),
    () => null,
  )
}

/**
 * The session time in Eastern Time (server-rendered, the same for everyone), and on a line of
 * its own that is reserved from the start, the reader's local time once the page has hydrated:
 * the text arrives without moving anything below it.
 */
export function WebinarTime({ iso, className = '' }: { iso: string; className?: string }) {
  const local = useLocalTime(iso)
  return (
    <span className={`webinar-time ${className}`}>
      <time dateTime={iso} className="webinar-time__eastern">
        {easternDateTime(iso)}
      </time>
      <span className="webinar-time__local" data-local-time={local ? '' : undefined}>
        {local ?? '\u00a0'}
      </span>
    </span>
  )
}
