import { WpEventSchema } from '../wp-schemas.ts'
import type { Event } from '#lib/content-model.ts'
import { toEvent } from '../wp-mappers.ts'
import type { When } from './types.ts'
import { byDate, type ContentReader } from './reader.ts'
import { splitByDate, STANDARD_ORDER } from './dated-sections.ts'

/** Events. */
export function eventsReads({ get, getItem, offers, toPath, query }: ContentReader) {
  return {
    /**
     * Events (at most 100): upcoming soonest first, past newest first, all newest first. Without
     * the plugin's `upcoming` filter, WordPress's standard query is split here by end date.
     */
    async getEvents({ when }: { when?: When } = {}): Promise<Event[]> {
      if (!(await offers('events', []))) return []
      if (!(await offers('events', ['upcoming']))) {
        const result = await get(`wp/v2/events?${query({ _embed: 1, ...STANDARD_ORDER })}`, WpEventSchema.array())
        const events = (result?.data ?? []).map((post) => toEvent(post, toPath))
        return when ? splitByDate(events, when, (event) => event.endDate) : events
      }
      const order = when ? byDate(when) : { orderby: 'start_date', order: 'desc' }
      const result = await get(`wp/v2/events?${query({ _embed: 1, per_page: 100, ...order })}`, WpEventSchema.array())
      return (result?.data ?? []).map((post) => toEvent(post, toPath))
    },

    /** One event by its id (its page, its passes' mail); null when there is none. */
    async getEvent(id: number): Promise<Event | null> {
      const result = await getItem(`wp/v2/events/${id}?_embed=1`, WpEventSchema)
      return result ? toEvent(result.data, toPath) : null
    },
  }
}
