import { Link } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import type { WebinarView } from './webinar-view.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { JsonLd } from '../json-ld.tsx'
import { VideoPlayer } from '../videos/video-player.tsx'
import { SpeakerList } from './speaker-list.tsx'
import { SponsorLogo } from './sponsor-logo.tsx'
import { WebinarRegistration } from './webinar-registration.tsx'
import { WebinarTime } from './webinar-time.tsx'
import { replayVideoJsonLd, webinarEventJsonLd } from '../../utils/section-json-ld.ts'
import { breadcrumbJsonLd, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { durationText, easternDate } from '#lib/time-format.ts'

const crumbsFor = (webinar: { title: string; path: string }): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Webinars', path: '/webinars' },
  { name: webinar.title, path: webinar.path },
]

/** /webinars/{id}/{slug} as a reader sees it: an upcoming session with its registration, or a recording. */
export function WebinarPageView({ webinar, html, upcoming, stage, registered, replay, form, lastResult }: WebinarView & { lastResult: SubmissionResult<string[]> | undefined }) {
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
      {!upcoming && form ? <WebinarRegistration upcoming={false} form={form} registered={false} lastResult={lastResult} sponsorName={webinar.sponsor?.name ?? null} /> : null}

      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />

      <section aria-labelledby="speakers-heading">
        <h2 id="speakers-heading">{webinar.speakers.length === 1 ? 'Speaker' : 'Speakers'}</h2>
        <SpeakerList speakers={webinar.speakers} />
      </section>

      {upcoming ? <WebinarRegistration upcoming form={form} registered={registered} lastResult={lastResult} sponsorName={webinar.sponsor?.name ?? null} /> : null}

      <p>
        <Link to="/webinars">All webinars</Link>
      </p>
    </article>
  )
}
