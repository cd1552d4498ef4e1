import { useEffect, useState } from 'react'
import { easternDateTime } from '../../utils/webinar-time.ts'

/** The reader's own zone and that time, from the browser; null on the server and when it is ET. */
function useLocalTime(iso: string): string | null {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const formatted = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso))
    const eastern = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(new Date(iso))
    const same = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(new Date(iso)) === eastern
    setText(same ? null : `Your time: ${formatted}`)
  }, [iso])
  return text
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
