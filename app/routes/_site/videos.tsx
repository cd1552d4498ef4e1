import { useEffect } from 'react'
import { Link, useLoaderData, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { FormattedDate } from '../../components/formatted-date.tsx'
import { VideoCategoryLinks, VideoGrid } from '../../components/videos/video-card.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { VideoPlayer } from '../../components/videos/video-player.tsx'
import { appStore } from '../../state/store.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { itemListJsonLd } from '../../utils/section-json-ld.ts'
import { useSite } from '../../utils/site.ts'
import { loadVideosHome } from './videos.server.ts'
import { PageSection } from '../../components/page-section.tsx'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'The daily video, the latest interviews and short lessons for sellers, and every video series.'

/** Read, not used: not hydrated (decision 071); the island keeps the daily video (data-daily-video). */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  return loadVideosHome(context, request)
}

/** Passes on the loader's no-store for a crawler's copy. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: 'Videos', description: DESCRIPTION, path: '/videos', image: data.featured?.thumbnail ?? null }) : errorMeta(error, matches)

export default function Videos() {
  const { featured, featuredIsDaily, latest, categories } = useLoaderData<typeof loader>()
  const dailyVideoId = featuredIsDaily ? featured?.youtubeId : undefined
  // Spec §4: the daily video is kept in the client store (set-daily-video), saved with the rest: here
  // when a hydrated page's router draws this page, by app/islands/boot.ts when the server did.
  useEffect(() => {
    if (dailyVideoId) appStore.getState().setDailyVideo({ video_id: dailyVideoId })
  }, [dailyVideoId])
  const { siteUrl } = useSite()
  const listed = [...(featured ? [featured] : []), ...latest].map((video, index) => ({ position: index + 1, name: video.title, url: `${siteUrl}${video.path}` }))
  return (
    <div className="page videos">
      <JsonLd items={[itemListJsonLd(siteUrl, 'Videos', '/videos', listed, listed.length)]} />
      <header className="archive__header">
        <h1>Videos</h1>
        <p className="lede">{DESCRIPTION}</p>
      </header>

      {featured ? (
        <section className="video-feature" aria-labelledby="featured-video-heading" data-daily-video={dailyVideoId}>
          <VideoPlayer youtubeId={featured.youtubeId} title={featured.title} duration={featured.duration} thumbnail={featured.thumbnail} priority />
          <div className="video-feature__body">
            <p className="eyebrow">{featuredIsDaily ? "Today's video" : 'Latest video'}</p>
            <h2 id="featured-video-heading" className="video-feature__title">
              <Link to={featured.path}>{featured.title}</Link>
            </h2>
            <p className="card__meta">
              <FormattedDate iso={featured.published} />
              {featured.duration ? ` · ${featured.duration}` : ''}
            </p>
            {featured.description ? <p>{featured.description}</p> : null}
          </div>
        </section>
      ) : (
        <p className="notice" role="status">
          There are no videos yet. Please come back soon.
        </p>
      )}

      {latest.length > 0 ? (
        <PageSection id="latest-videos" title="Latest videos">
          <VideoGrid videos={latest} />
        </PageSection>
      ) : null}

      {categories.length > 0 ? (
        <PageSection id="video-categories" title="Categories">
          <VideoCategoryLinks categories={categories} />
        </PageSection>
      ) : null}
    </div>
  )
}
