import type { Webinar } from '#lib/content-model.ts'
import { durationText, easternDate } from '#lib/time-format.ts'
import { SponsorLogo } from './sponsor-logo.tsx'
import { WebinarTime } from './webinar-time.tsx'
import { TitleLink } from '../title-link.tsx'

export type WebinarCardData = Omit<Webinar, 'contentHtml' | 'registrationFields'>

/** One webinar in a listing: upcoming ones show the full time, on-demand ones the date held. */
export function WebinarCard({ webinar, upcoming }: { webinar: WebinarCardData; upcoming: boolean }) {
  const duration = durationText(webinar.durationMinutes)
  return (
    <article className="webinar-card">
      <TitleLink className="webinar-card__title" linkClassName="webinar-card__link" to={webinar.path}>
        {webinar.title}
      </TitleLink>
      <p className="webinar-card__when">
        {webinar.start ? (
          upcoming ? (
            <WebinarTime iso={webinar.start} />
          ) : (
            <>
              Held <time dateTime={webinar.start}>{easternDate(webinar.start)}</time>
            </>
          )
        ) : (
          'Date to be announced'
        )}
        {duration ? <span className="webinar-card__duration"> · {duration}</span> : null}
      </p>
      {webinar.summary ? <p className="webinar-card__summary">{webinar.summary}</p> : null}
      {webinar.speakers[0] ? <p className="webinar-card__speaker">With {webinar.speakers.map((speaker) => speaker.name).join(', ')}</p> : null}
      {webinar.sponsor ? (
        <p className="webinar-card__sponsor">
          <span className="webinar-card__sponsor-label">Sponsored by</span> <SponsorLogo sponsor={webinar.sponsor} height={24} />
        </p>
      ) : null}
    </article>
  )
}
