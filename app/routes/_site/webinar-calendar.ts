import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { absoluteUrl } from '../../utils/seo.ts'
import { notFound } from '../../utils/http.server.ts'
import { buildCalendar } from '../../utils/webinar-calendar.ts'
import { loadWebinar } from '../../utils/webinar.server.ts'
import { isUpcoming } from '../../utils/webinar-time.ts'

/** /webinars/{id}/{slug}/calendar.ics: the "Add to calendar" file; only sessions still to come have one. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const webinar = await loadWebinar(context, request, params, '/calendar.ics')
  if (!webinar.start || !isUpcoming(webinar)) throw notFound()
  const siteUrl = context.env.SITE_URL
  const body = buildCalendar(
    {
      uid: `webinar-${webinar.id}@${new URL(siteUrl).hostname}`,
      title: webinar.title,
      description: webinar.summary,
      url: absoluteUrl(siteUrl, webinar.path),
      start: webinar.start,
      end: webinar.end ?? new Date(Date.parse(webinar.start) + 3600_000).toISOString(),
      stamp: webinar.announced || new Date().toISOString(),
    },
    context.env.SITE_NAME,
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${webinar.slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
