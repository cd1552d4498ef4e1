import { formatLongDate } from '#lib/time-format.ts'

export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {formatLongDate(iso)}
    </time>
  )
}
