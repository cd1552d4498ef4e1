import type { Event } from '#lib/content-model.ts'
import type { EventWhen } from '#lib/time-format.ts'

/** An event as its list item and page show it: labels in words, the agenda grouped by day. */
export interface EventView extends Pick<Event, 'id' | 'slug' | 'title' | 'summary' | 'format' | 'start' | 'end' | 'timeZone' | 'venue' | 'sponsors' | 'price' | 'image'> {
  html: string
  type: string
  formatLabel: string
  when: EventWhen
  agenda: { date: string; label: string; items: { time: string; title: string; speakers: string[] }[] }[]
  /** Everyone on the agenda, once each (schema.org Event performers). */
  performers: { name: string; title: string; company: string }[]
  /** Empty unless the event is still to come and takes registrations. */
  registrationUrl: string
  /** The event's own page, when it sells passes there (decision 063); empty otherwise. */
  passesPath: string
  upcoming: boolean
}
