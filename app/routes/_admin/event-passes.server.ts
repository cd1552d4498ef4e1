import { data, type AppLoadContext } from 'react-router'
import type { Event } from '#lib/content-model.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'

/** The event a back-office pass screen is about (/admin/events/{id}/…): 404 for an id that names no event. */
export async function requireEvent(context: AppLoadContext, raw: string | undefined): Promise<Event> {
  const id = storableIdOf(raw)
  const event = id === null ? null : await context.content.getEvent(id)
  if (!event) throw data({ message: 'No such event' }, { status: 404 })
  return event
}
