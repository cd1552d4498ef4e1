import { Link } from 'react-router'
import type { VideoPageView } from './video-views.ts'
import { VideoGrid } from './video-card.tsx'

/** The series' other videos under a video, with the series' name and a way to all of them. */
export function MoreInSeries({ series }: { series: NonNullable<VideoPageView['series']> }) {
  if (!series.videos.length) return null
  return (
    <section className="more-in-series" aria-labelledby="more-in-series-heading">
      <div className="more-in-series__head">
        <p className="more-in-series__name">{series.name}</p>
        <h2 id="more-in-series-heading">More from this series</h2>
        {series.path ? (
          <Link to={series.path} className="more-in-series__all">
            All of {series.name}
          </Link>
        ) : null}
      </div>
      <VideoGrid videos={series.videos} />
    </section>
  )
}
