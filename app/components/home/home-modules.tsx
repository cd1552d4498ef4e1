import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Image, Sponsor } from '#lib/content-model.ts'
import { durationText, formatIssueMonth } from '#lib/time-format.ts'
import type { VideoSummary } from '../videos/video-views.ts'
import type { IssueSummary } from '../magazine/issue-views.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { ItemList } from '../item-list.tsx'
import { TitleLink } from '../title-link.tsx'
import { VideoThumbnail } from '../videos/video-card.tsx'
import { SponsorLogo } from '../webinars/sponsor-logo.tsx'
import { WebinarTime } from '../webinars/webinar-time.tsx'

export interface HomeModulesData {
  nextWebinar: { path: string; title: string; start: string | null; durationMinutes: number | null; sponsor: Sponsor | null; speakers: string[] } | null
  video: VideoSummary | null
  issue: IssueSummary | null
  lists: { id: number; path: string; title: string; year: number; cover: Image | null }[]
}

/** One tile: an eyebrow link to its section, then what it shows; named by its title (id `home-${kind}-title`). */
function HomeTile({ kind, section, children }: { kind: string; section: { to: string; label: string }; children: ReactNode }) {
  return (
    <article className={`home-module home-module--${kind}`} aria-labelledby={`home-${kind}-title`}>
      <p className="eyebrow">
        <Link to={section.to}>{section.label}</Link>
      </p>
      {children}
    </article>
  )
}

const TILE_IMAGE_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 100vw'

/**
 * Beside the news: the next webinar, today's video, the current magazine and the newest ranked
 * lists. Each tile is left out when it has nothing to show; with none, the whole band is.
 */
export function HomeModules({ nextWebinar, video, issue, lists }: HomeModulesData) {
  if (!nextWebinar && !video && !issue && lists.length === 0) return null
  return (
    <section className="home-modules" aria-label="Webinars, video, magazine and lists">
      {nextWebinar ? (
        <HomeTile kind="webinar" section={{ to: '/webinars', label: 'Next webinar' }}>
          <TitleLink as="h2" id="home-webinar-title" className="home-module__title" linkClassName="home-module__link" to={nextWebinar.path}>
            {nextWebinar.title}
          </TitleLink>
          {nextWebinar.start ? (
            <div className="home-module__meta">
              <WebinarTime iso={nextWebinar.start} />
            </div>
          ) : null}
          {durationText(nextWebinar.durationMinutes) ? <p className="home-module__meta">{durationText(nextWebinar.durationMinutes)}, online</p> : null}
          {nextWebinar.speakers.length > 0 ? <p className="home-module__meta">With {nextWebinar.speakers.join(', ')}</p> : null}
          {nextWebinar.sponsor ? (
            <p className="home-module__sponsor">
              <span className="webinar-card__sponsor-label">Sponsored by</span> <SponsorLogo sponsor={nextWebinar.sponsor} height={22} />
            </p>
          ) : null}
          <p>
            <Link to={nextWebinar.path} className="button home-module__cta" aria-describedby="home-webinar-title">
              Register free
            </Link>
          </p>
        </HomeTile>
      ) : null}

      {video ? (
        <HomeTile kind="video" section={{ to: '/videos', label: "Today's video" }}>
          <VideoThumbnail video={video} sizes={TILE_IMAGE_SIZES} className="home-module__media" />
          <TitleLink as="h2" id="home-video-title" className="home-module__title" linkClassName="home-module__link" to={video.path}>
            {video.title}
          </TitleLink>
        </HomeTile>
      ) : null}

      {issue ? (
        <HomeTile kind="issue" section={{ to: '/magazine', label: 'The magazine' }}>
          <div className="home-module__issue">
            {issue.cover ? <ResponsiveImage image={issue.cover} sizes="8rem" alt="" className="home-module__cover" /> : null}
            <div>
              <TitleLink as="h2" id="home-issue-title" className="home-module__title" linkClassName="home-module__link" to={issue.path}>
                {issue.title}
              </TitleLink>
              <p className="home-module__meta">
                <time dateTime={issue.issueDate}>{formatIssueMonth(issue.issueDate)}</time>
              </p>
              <p>
                <Link to="/magazine/subscribe">Subscribe</Link>
              </p>
            </div>
          </div>
        </HomeTile>
      ) : null}

      {lists.length > 0 ? (
        <HomeTile kind="lists" section={{ to: '/lists', label: 'Lists & Awards' }}>
          <h2 id="home-lists-title" className="home-module__title">
            The newest rankings
          </h2>
          <ItemList items={lists} itemKey={(list) => list.id} className="home-module__list">
            {(list) => <Link to={list.path}>{list.title}</Link>}
          </ItemList>
        </HomeTile>
      ) : null}
    </section>
  )
}
