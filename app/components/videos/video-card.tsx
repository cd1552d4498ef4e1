import { Link } from 'react-router'
import type { VideoSummary } from './video-views.ts'
import { FormattedDate } from '../formatted-date.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { CARD_IMAGE_SIZES } from '../articles/article-card.tsx'
import { ItemList } from '../item-list.tsx'
import { TitleLink } from '../title-link.tsx'

/** A video's thumbnail with its duration on it; decorative (alt=""): the title beside it says what it is. */
export function VideoThumbnail({ video, sizes, className }: { video: Pick<VideoSummary, 'thumbnail' | 'duration'>; sizes: string; className: string }) {
  return (
    <div className={`${className} video-card__media`}>
      {video.thumbnail ? <ResponsiveImage image={video.thumbnail} sizes={sizes} alt="" /> : null}
      {video.duration ? (
        <span className="video-card__duration">
          <span className="visually-hidden">Duration </span>
          {video.duration}
        </span>
      ) : null}
    </div>
  )
}

/** A video in a grid: the title links to its page; the thumbnail repeats it (alt=""). */
export function VideoCard({ video }: { video: VideoSummary }) {
  return (
    <article className="card video-card">
      <VideoThumbnail video={video} sizes={CARD_IMAGE_SIZES} className="card__media" />
      <div className="card__body">
        {video.series ? <p className="card__label video-card__series">{video.series}</p> : null}
        <TitleLink className="card__title" linkClassName="card__link" to={video.path}>
          {video.title}
        </TitleLink>
        <p className="card__meta">
          <FormattedDate iso={video.published} />
        </p>
      </div>
    </article>
  )
}

export function VideoGrid({ videos }: { videos: VideoSummary[] }) {
  return (
    <ItemList items={videos} itemKey={(video) => video.youtubeId} className="card-grid">
      {(video) => <VideoCard video={video} />}
    </ItemList>
  )
}

/** The video categories as pills (the same look as topic links), with how many videos each holds. */
export function VideoCategoryLinks({ categories }: { categories: { id: number; name: string; path: string; count: number }[] }) {
  return (
    <ul className="topic-links">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={category.path}>
            {category.name}
            {/* A no-break space: the link lays out as a flex row, which drops a plain one. */}
            <span className="video-categories__count">
              {'\u00a0'}({category.count}
              <span className="visually-hidden"> videos</span>)
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
