import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { eventPath } from '../../../lib/section-paths.ts'
import { EventItem } from '../../components/events/event-item.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import type { EventView } from '../../components/events/event-view.ts'
import { loadEvents } from './events.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { absoluteUrl, seoMeta } from '../../utils/seo.ts'
import { scheduledEvent } from '../../utils/section-json-ld.ts'
import { useSite } from '../../utils/site.ts'

const DESCRIPTION = 'Virtual summits and conferences for sales teams: dates, agendas, speakers, sponsors and registration.'
const ATTENDANCE: Record<string, string> = {
  virtual: 'https://schema.org/OnlineEventAttendanceMode',
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
}

export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadEvents(context)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (data ? seoMeta(matches, { title: 'Events', description: DESCRIPTION, path: '/events' }) : errorMeta(error, matches))

function eventJsonLd(siteUrl: string, siteName: string, event: EventView) {
  const page = absoluteUrl(siteUrl, eventPath(event))
  // A registration by mail is no web address: the event's page stands for it.
  const registration = /^https?:/.test(event.registrationUrl ?? '') ? event.registrationUrl : page
  const online = { '@type': 'VirtualLocation', url: registration }
  const place = event.venue
    ? {
        '@type': 'Place',
        name: event.venue.name,
        address: { '@type': 'PostalAddress', streetAddress: event.venue.address, addressLocality: event.venue.city, addressRegion: event.venue.region, addressCountry: event.venue.country },
      }
    : null
  return {
    ...scheduledEvent(event),
    eventAttendanceMode: ATTENDANCE[event.format],
    location: event.format === 'hybrid' && place ? [place, online] : (place ?? online),
    image: event.image ? [absoluteUrl(siteUrl, event.image.src)] : undefined,
    url: page,
    organizer: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
    sponsor: event.sponsors.map((sponsor) => ({ '@type': 'Organization', name: sponsor.name, url: sponsor.url })),
    performer: event.performers.map((person) => ({
      '@type': 'Person',
      name: person.name,
      jobTitle: person.title || undefined,
      worksFor: person.company ? { '@type': 'Organization', name: person.company } : undefined,
    })),
    offers: event.registrationUrl
      ? { '@type': 'Offer', url: registration, availability: 'https://schema.org/InStock', ...(event.price === 'Free' ? { price: 0, priceCurrency: 'USD' } : {}) }
      : undefined,
  }
}

function EventList({ id, title, events, emptyText }: { id: string; title: string; events: EventView[]; emptyText: string }) {
  return (
    <section className="events__group" aria-labelledby={id}>
      <h2 id={id} className="home-section__heading">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="notice">{emptyText}</p>
      ) : (
        <ul className="events__list">
          {events.map((event) => (
            <li key={event.id}>
              <EventItem event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export default function Events() {
  const { upcoming, past } = useLoaderData<typeof loader>()
  const { siteUrl, siteName } = useSite()
  return (
    <div className="page events">
      <JsonLd items={[...upcoming, ...past].map((event) => eventJsonLd(siteUrl, siteName, event))} />
      <header className="archive__header">
        <h1>Events</h1>
        <p className="lede">{DESCRIPTION}</p>
      </header>
      <EventList id="upcoming-events-heading" title="Upcoming events" events={upcoming} emptyText="No events are scheduled right now. New dates are announced in the Daily Boost." />
      <EventList id="past-events-heading" title="Past events" events={past} emptyText="There are no past events yet." />
    </div>
  )
}
