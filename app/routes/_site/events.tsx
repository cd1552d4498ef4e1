import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { EventItem } from '../../components/events/event-item.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { Shelf } from '../../components/shelf.tsx'
import type { EventView } from '../../components/events/event-view.ts'
import { loadEvents } from './events.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { eventJsonLd } from '../../utils/event-json-ld.ts'
import { useSite } from '../../utils/site.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'Virtual summits and conferences for sales teams: dates, agendas, speakers, sponsors and registration.'
/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadEvents(context)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (data ? seoMeta(matches, { title: 'Events', description: DESCRIPTION, path: '/events' }) : errorMeta(error, matches))

function EventList({ id, title, events, emptyText }: { id: string; title: string; events: EventView[]; emptyText: string }) {
  return (
    <Shelf id={id} title={title} className="events__group" headingClassName="home-section__heading" listClassName="events__list" items={events} itemKey={(event) => event.id} emptyText={emptyText}>
      {(event) => <EventItem event={event} />}
    </Shelf>
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
