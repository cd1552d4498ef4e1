import type { AppLoadContext } from 'react-router'
import { isUpcoming, registrationFields, registrationStage, webinarGrant } from '#lib/webinar-registration.ts'
import { prefillLeadForm } from '#lib/lead-fields.ts'
import type { Webinar } from '#lib/content-model.ts'
import type { Replay, WebinarView } from '../../components/webinars/webinar-view.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect } from '../http-responses.server.ts'

/** The webinar of /webinars/{id}/{slug}[/calendar.ics]: unknown ids 404, a wrong slug 301s to the right one. */
export async function loadWebinar(context: AppLoadContext, request: Request, params: { id?: string; slug?: string }, suffix = ''): Promise<Webinar> {
  if (!/^\d{1,9}$/.test(params.id ?? '')) throw notFound()
  const webinar = await withContent(context, () => context.content.getWebinar(Number(params.id)))
  if (!webinar) throw notFound()
  if (params.slug !== webinar.slug) throw permanentRedirect(`${webinar.path}${suffix}${new URL(request.url).search}`)
  return webinar
}

/** The recording's details from the video service; the player still shows when the service cannot answer. */
export async function loadReplay(context: AppLoadContext, webinar: Webinar): Promise<Replay | null> {
  const youtubeId = webinar.recordingVideoId
  if (!youtubeId) return null
  try {
    const details = await context.videos.getVideo(youtubeId)
    return { youtubeId, title: details?.title || webinar.title, thumbnail: details?.thumbnail ?? '', published: details?.published_at ?? '' }
  } catch (error) {
    context.log.warn({ event: 'webinar.replay_details', err: error, youtubeId }, 'video details unavailable')
    return { youtubeId, title: webinar.title, thumbnail: '', published: '' }
  }
}

/** Whether this visitor registered (by the browser's access cookie, or the signed-in reader's id or address). */
export async function isRegistered(context: AppLoadContext, webinar: Webinar): Promise<boolean> {
  try {
    return await context.leads.hasAccess(webinarGrant(webinar), { tokens: context.accessTokens, userId: context.user?.id, email: context.user?.email })
  } catch (error) {
    // The page still renders when the database cannot answer: as for a visitor who has not registered.
    context.log.warn({ event: 'webinar.access_check_failed', err: error, webinarId: webinar.id }, 'registration not checked')
    return false
  }
}

/** What the webinar page shows of a webinar, for this visitor (the page itself, and its preview). */
export async function webinarView(context: AppLoadContext, full: Webinar): Promise<WebinarView> {
  const { contentHtml, registrationFields: _fields, ...webinar } = full
  const upcoming = isUpcoming(webinar)
  const stage = registrationStage(full)
  const registered = await isRegistered(context, full)
  const replay = !upcoming && registered ? await loadReplay(context, full) : null
  const fields = registrationFields(full)
  const form = stage !== 'closed' && !registered ? { fields, defaults: prefillLeadForm(fields, context.user) } : null
  // The recording's id reaches the browser only with the replay, never in the page data of others.
  const shown = { ...webinar, contentHtml: '', registrationFields: [], recordingVideoId: replay ? webinar.recordingVideoId : null }
  return { webinar: shown, html: context.sanitizeContent(contentHtml), upcoming, stage, registered, replay, form }
}
