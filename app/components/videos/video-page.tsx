import { Link } from 'react-router'
import type { VideoPageView as VideoData } from './video-views.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { FormattedDate } from '../formatted-date.tsx'
import { JsonLd } from '../json-ld.tsx'
import { VideoPlayer } from './video-player.tsx'
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { Fact } from '../fact.tsx'
import { NewsletterSignup } from '../newsletters/newsletter-signup.tsx'
import { MoreInSeries } from './more-in-series.tsx'
import { VideoTranscript } from './video-transcript.tsx'

const crumbs = (video: VideoData): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Videos', path: '/videos' },
  ...(video.categories[0] ? [{ name: video.categories[0].name, path: video.categories[0].path }] : []),
  { name: video.title, path: video.path },
]

function videoObjectJsonLd(siteUrl: string, siteName: string, video: VideoData) {
  const thumbnail = video.thumbnailUrl || video.thumbnail?.src
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: thumbnail ? [absoluteUrl(siteUrl, thumbnail)] : undefined,
    uploadDate: video.published,
    duration: video.isoDuration || undefined,
    embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}`,
    url: absoluteUrl(siteUrl, video.path),
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
  }
}

/** /videos/{video_id}/{slug}: the player, its facts, description and transcript, the series' other videos and the newsletter. */
export function VideoPageView({ video }: { video: VideoData }) {
  const { siteUrl, siteName } = useSite()
  return (
    <div className="page video-page">
      <JsonLd items={[videoObjectJsonLd(siteUrl, siteName, video), breadcrumbJsonLd(siteUrl, crumbs(video))]} />
      <Breadcrumbs crumbs={crumbs(video)} />
      <article className="video-page__article">
        <VideoPlayer youtubeId={video.youtubeId} title={video.title} duration={video.duration} thumbnail={video.thumbnail} priority />
        <h1 className="video-page__title">{video.title}</h1>
        <dl className="video-page__facts">
          <Fact term="Published">
            <FormattedDate iso={video.published} />
          </Fact>
          {video.duration ? (
            <Fact term="Duration">
              <time dateTime={video.isoDuration}>{video.duration}</time>
            </Fact>
          ) : null}
          {video.channelName ? <Fact term="Channel">{video.channelName}</Fact> : null}
        </dl>
        {video.description ? <p className="video-page__description">{video.description}</p> : null}
        <VideoTranscript paragraphs={video.transcript} />
        <p>
          <Link to="/videos">More videos</Link>
          {video.categories.map((category) => (
            <span key={category.id}>
              {' · '}
              <Link to={category.path}>More from {category.name}</Link>
            </span>
          ))}
        </p>
      </article>
      {video.series ? <MoreInSeries series={video.series} /> : null}
      <NewsletterSignup context="Liked this video? Our short lessons come with the newsletter too." />
    </div>
  )
}
