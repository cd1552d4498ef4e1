import type { AppLoadContext } from 'react-router'
import type { Event } from '#lib/content-model.ts'
import type { EventView } from '../../components/events/event-view.ts'
import { withContent } from '../content-reads.server.ts'
import { formatAgendaDay, formatClock, formatEventWhen } from '#lib/time-format.ts'
import { eventPagePath } from '#lib/event-passes.ts'

const FORMAT_LABELS: Record<string, string> = { virtual: 'Virtual', 'in-person': 'In person', hybrid: 'Hybrid: in person and online' }
const TYPE_LABELS: Record<string, string> = { 'virtual-summit': 'Virtual summit', conference: 'Conference' }

/** Agenda items grouped by day, in the order the CMS gives them. */
function agendaByDay(event: Event) {
  const days = new Map<string, { date: string; label: string; items: { time: string; title: string; speakers: string[] }[] }>()
  for (const item of event.agenda) {
    const day = days.get(item.date) ?? { date: item.date, label: formatAgendaDay(item.date), items: [] }
    day.items.push({
      time: [item.startTime, item.endTime].filter(Boolean).map(formatClock).join(' – '),
      title: item.title,
      speakers: item.speakers.map((person) => [person.name, person.title, person.company].filter(Boolean).join(', ')),
    })
    days.set(item.date, day)
  }
  return [...days.values()]
}

/** Everyone on the agenda, once each, in order of first appearance (schema.org Event performers). */
function performersOf(event: Event) {
  const seen = new Map<string, { name: string; title: string; company: string }>()
  for (const person of event.agenda.flatMap((item) => item.speakers)) if (!seen.has(person.name)) seen.set(person.name, person)
  return [...seen.values()]
}

export function toEventView(context: AppLoadContext, event: Event, upcoming: boolean, sellsPasses = false): EventView {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    html: context.sanitizeContent(event.contentHtml),
    type: TYPE_LABELS[event.eventType] ?? event.eventType,
    format: event.format,
    formatLabel: FORMAT_LABELS[event.format] ?? event.format,
    when: formatEventWhen(event),
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    venue: event.venue,
    agenda: agendaByDay(event),
    performers: performersOf(event),
    sponsors: event.sponsors,
    // Registration only makes sense for what is still to come.
    registrationUrl: upcoming && event.registrationOpen ? event.registrationUrl : '',
    passesPath: sellsPasses ? eventPagePath(event) : '',
    price: event.price,
    image: event.image,
    upcoming,
  }
}

/** The events that sell passes; none while the database cannot say (the list still shows, not cached). */
async function eventsWithPasses(context: AppLoadContext, events: Event[]): Promise<Set<number>> {
  try {
    return await context.eventPasses.eventsWithPasses(events.map((event) => event.id))
  } catch (error) {
    context.log.warn({ event: 'events.passes_unread', err: error }, 'pass types unavailable')
    context.markPartial()
    return new Set()
  }
}

export async function loadEvents(context: AppLoadContext) {
  const [upcoming, past] = await withContent(context, () => Promise.all([context.content.getEvents({ when: 'upcoming' }), context.content.getEvents({ when: 'past' })]))
  const selling = await eventsWithPasses(context, upcoming)
  return { upcoming: upcoming.map((event) => toEventView(context, event, true, selling.has(event.id))), past: past.map((event) => toEventView(context, event, false)) }
}
