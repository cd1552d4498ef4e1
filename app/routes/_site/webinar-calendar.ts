import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { buildCalendar, webinarCalendarEvent } from '../../../lib/webinar-calendar.ts'
import { notFound } from '../http-responses.server.ts'
import { loadWebinar } from './webinar.server.ts'
import { isUpcoming } from '#lib/webinar-registration.ts'

/** /webinars/{id}/{slug}/calendar.ics: the "Add to calendar" file; only sessions still to come have one. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const webinar = await loadWebinar(context, request, params, '/calendar.ics')
  if (!webinar.start || !isUpcoming(webinar)) throw notFound()
  const body = buildCalendar(webinarCalendarEvent({ ...webinar, start: webinar.start }, context.env.SITE_URL), context.env.SITE_NAME)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${webinar.slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
