import type { EventView } from './event-view.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { Fact } from '../fact.tsx'

const IMAGE_SIZES = '(min-width: 56rem) 22rem, 100vw'
const LOGO = { width: 240, height: 80 }

/** One event, whole; its slug is the anchor that eventPath() links to (/events#{slug}). */
export function EventItem({ event, headingLevel = 3 }: { event: EventView; headingLevel?: 1 | 3 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3'
  const headingId = `event-${event.slug}`
  const place = event.venue ? [event.venue.name, event.venue.address, event.venue.city, event.venue.region].filter(Boolean).join(', ') : 'Online'
  return (
    <article className="event" id={event.slug} aria-labelledby={headingId} tabIndex={-1}>
      {event.image ? (
        <div className="event__media">
          <ResponsiveImage image={event.image} sizes={IMAGE_SIZES} alt="" />
        </div>
      ) : null}
      <div className="event__body">
        <p className="eyebrow">
          {event.type} · {event.formatLabel}
        </p>
        <Heading id={headingId} className="event__title">
          {event.title}
        </Heading>
        <dl className="event__facts">
          <Fact term="When">
            {event.start ? <time dateTime={event.start}>{event.when.dates}</time> : event.when.dates}
            {event.when.times ? <span className="event__times">{event.when.times}</span> : null}
          </Fact>
          <Fact term="Where">{place}</Fact>
          {event.price ? <Fact term="Price">{event.price}</Fact> : null}
        </dl>
        {event.html ? <div className="prose event__description" dangerouslySetInnerHTML={{ __html: event.html }} /> : <p>{event.summary}</p>}
        {event.passesPath ? (
          <p>
            <a className="button" href={`${event.passesPath}#passes`}>
              Passes and registration<span className="visually-hidden"> for {event.title}</span>
            </a>
          </p>
        ) : event.registrationUrl ? (
          <p>
            <a className="button" href={event.registrationUrl} rel="noopener">
              Register<span className="visually-hidden"> for {event.title}</span>
            </a>
          </p>
        ) : event.upcoming ? (
          <p className="notice">Registration details are not published yet.</p>
        ) : null}
        {event.agenda.length > 0 ? (
          <details className="event__agenda" open={event.upcoming}>
            <summary>Agenda</summary>
            {event.agenda.map((day) => (
              <section key={day.date} aria-label={day.label}>
                <h4 className="event__day">{day.label}</h4>
                <ol className="agenda">
                  {day.items.map((item, index) => (
                    <li key={index} className="agenda__item">
                      <span className="agenda__time">{item.time}</span>
                      <span className="agenda__title">{item.title}</span>
                      {item.speakers.length > 0 ? <span className="agenda__speakers">{item.speakers.join('; ')}</span> : null}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </details>
        ) : null}
        {event.sponsors.length > 0 ? (
          <section className="event__sponsors" aria-label={`Sponsors of ${event.title}`}>
            <h4 className="event__day">Sponsors</h4>
            <ul className="sponsor-logos">
              {event.sponsors.map((sponsor) => (
                <li key={sponsor.slug}>
                  <a href={sponsor.url} rel="noopener sponsored">
                    {sponsor.logo ? <img src={sponsor.logo} alt={sponsor.name} width={LOGO.width} height={LOGO.height} loading="lazy" /> : sponsor.name}
                  </a>
                  <span className="sponsor-logos__level">{sponsor.level}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  )
}
