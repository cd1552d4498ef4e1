import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { WebinarRegistration } from '../../components/webinars/webinar-registration.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { SpeakerList } from '../../components/webinars/speaker-list.tsx'
import { SponsorLogo } from '../../components/webinars/sponsor-logo.tsx'
import { WebinarTime } from '../../components/webinars/webinar-time.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { VideoPlayer } from '../../components/videos/video-player.tsx'
import { replayVideoJsonLd, webinarEventJsonLd } from '../../utils/section-json-ld.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { registerForWebinar } from './webinar-registration.server.ts'
import { isRegistered, loadReplay, loadWebinar } from './webinar.server.ts'
import { durationText, easternDate } from '#lib/time-format.ts'
import { prefillLeadForm } from '../../../lib/lead-forms.ts'
import { isUpcoming, registrationFields, registrationStage } from '../../../lib/webinar-registration.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'

/**
 * /webinars/{id}/{slug}: an upcoming session (with its calendar file and registration form) or a
 * recording, shown to readers who registered for it (the form unlocks it for everyone else).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const full = await loadWebinar(context, request, params)
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

export const action = ({ params, request, context }: ActionFunctionArgs<AppLoadContext>) => registerForWebinar(context, request, params)

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  return seoMeta(matches, { title: data.webinar.title, description: data.webinar.summary, path: data.webinar.path })
}

const crumbsFor = (webinar: { title: string; path: string }): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Webinars', path: '/webinars' },
  { name: webinar.title, path: webinar.path },
]

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function WebinarPage() {
  const { webinar, html, upcoming, stage, registered, replay, form } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { siteUrl, siteName } = useSite()
  const crumbs = crumbsFor(webinar)
  const duration = durationText(webinar.durationMinutes)
  // Held webinars are on demand: the Event stays (speakers, sponsor), and the recording joins it once unlocked.
  const structured = upcoming
    ? [webinarEventJsonLd(siteUrl, siteName, webinar)]
    : [webinarEventJsonLd(siteUrl, siteName, webinar, { onDemand: true }), ...(replay ? [replayVideoJsonLd(siteUrl, webinar, replay)] : [])]
  return (
    <article className="page page--narrow webinar">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs), ...structured]} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="webinar__header">
        <p className="eyebrow">{upcoming ? 'Upcoming webinar' : 'On-demand webinar'}</p>
        <h1>{webinar.title}</h1>
        {webinar.summary ? <p className="lede">{webinar.summary}</p> : null}
        <dl className="webinar__facts">
          <dt>{upcoming ? 'When' : 'Held'}</dt>
          <dd>{webinar.start ? upcoming ? <WebinarTime iso={webinar.start} /> : <time dateTime={webinar.start}>{easternDate(webinar.start)}</time> : 'To be announced'}</dd>
          {duration ? (
            <>
              <dt>Duration</dt>
              <dd>{duration}</dd>
            </>
          ) : null}
          {webinar.sponsor ? (
            <>
              <dt>Sponsor</dt>
              <dd className="webinar__sponsor">
                <SponsorLogo sponsor={webinar.sponsor} />
              </dd>
            </>
          ) : null}
        </dl>
        {upcoming ? (
          <p className="webinar__actions">
            {/* The form is below the description: the first button above the fold leads to it. */}
            {form && !registered ? (
              <a className="button" href="#registration">
                Register free
              </a>
            ) : null}
            {webinar.start ? (
              <a className="button button--secondary" href={`${webinar.path}/calendar.ics`} download>
                Add to calendar <span className="visually-hidden">(.ics file)</span>
              </a>
            ) : null}
          </p>
        ) : null}
      </header>

      {!upcoming && replay ? (
        <section className="webinar__replay" aria-labelledby="replay-heading">
          <h2 id="replay-heading">Watch the recording</h2>
          <VideoPlayer youtubeId={replay.youtubeId} title={`Recording: ${webinar.title}`} thumbnail={null} />
        </section>
      ) : null}
      {!upcoming && stage === 'closed' ? <p className="notice">The recording of this webinar will be available here soon.</p> : null}
      {!upcoming && form ? <WebinarRegistration upcoming={false} form={form} registered={false} lastResult={lastResult} /> : null}

      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />

      <section aria-labelledby="speakers-heading">
        <h2 id="speakers-heading">{webinar.speakers.length === 1 ? 'Speaker' : 'Speakers'}</h2>
        <SpeakerList speakers={webinar.speakers} />
      </section>

      {upcoming ? <WebinarRegistration upcoming form={form} registered={registered} lastResult={lastResult} /> : null}

      <p>
        <Link to="/webinars">All webinars</Link>
      </p>
    </article>
  )
}
