import { data, type AppLoadContext } from 'react-router'
import type { Video, VideoCategory } from '#lib/content-model.ts'
import { shouldLoadDailyVideo } from '../../../lib/daily-video.ts'
import { cutAtForMore, formatDuration } from '../../../lib/video-text.ts'
import type { VideoPageView, VideoSummary } from '../../components/videos/video-views.ts'
import { readSidePart, withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'

export const VIDEOS_PER_PAGE = 12
/** YouTube ids are 11 characters; a little slack for other hosts' ids, nothing that is not an id. */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/

export const toVideoSummary = (video: Video): VideoSummary => ({
  youtubeId: video.youtubeId,
  path: video.path,
  title: video.title,
  published: video.published,
  duration: formatDuration(video.duration),
  series: video.series,
  thumbnail: video.thumbnail,
})

const toCategory = ({ id, name, slug, description, count, path }: VideoCategory) => ({ id, name, slug, description, count, path })

/**
 * /videos: the daily video leads (spec §7: asked for only on video paths and never for bots,
 * who get the newest video instead, so crawlers never cost a daily-video lookup), then the
 * latest videos and the categories.
 */
export async function loadVideosHome(context: AppLoadContext, request: Request) {
  const path = new URL(request.url).pathname
  const wantsDaily = shouldLoadDailyVideo(path, request.headers.get('user-agent'))
  const page = await withContent(context, async () => {
    const [latest, categories, dailyId] = await Promise.all([
      context.content.getVideos({ perPage: VIDEOS_PER_PAGE + 1 }),
      context.content.getVideoCategories(),
      wantsDaily ? context.content.getDailyVideoId() : Promise.resolve(null),
    ])
    const daily = dailyId ? await context.content.getVideoByYoutubeId(dailyId) : null
    const featured = daily ?? latest.items[0] ?? null
    return {
      featured: featured ? { ...toVideoSummary(featured), description: cutAtForMore(featured.description) } : null,
      featuredIsDaily: daily !== null,
      latest: latest.items
        .filter((video) => video.youtubeId !== featured?.youtubeId)
        .slice(0, VIDEOS_PER_PAGE)
        .map(toVideoSummary),
      categories: categories.filter((category) => category.count > 0).map(toCategory),
    }
  })
  // A crawler's copy (no daily video) must never be replayed to people by the page cache.
  return data(page, wantsDaily ? undefined : { headers: { 'Cache-Control': 'no-store' } })
}

/** /videos/category/{id}/{slug}?page=N: the id decides; a wrong slug moves to the category's own. */
export async function loadVideoCategory(context: AppLoadContext, request: Request, params: { categoryId?: string }) {
  const url = new URL(request.url)
  if (!/^\d{1,9}$/.test(params.categoryId ?? '')) throw notFound()
  const id = Number(params.categoryId)
  const page = requirePageNumber(url)
  const [category, videos] = await withContent(context, () => Promise.all([context.content.getVideoCategory(id), context.content.getVideos({ category: id, page, perPage: VIDEOS_PER_PAGE })]))
  if (!category) throw notFound()
  if (url.pathname !== category.path) throw permanentRedirect(`${category.path}${url.search}`)
  requirePageInRange(page, videos.totalPages)
  return { category: toCategory(category), page, totalPages: videos.totalPages, total: videos.total, videos: videos.items.map(toVideoSummary) }
}

/**
 * /videos/{video_id}/{slug}: our store decides whether the video exists and where it lives;
 * the details (duration, channel, description cut at 'For more') come from the video service.
 */
export async function loadVideoPage(context: AppLoadContext, request: Request, params: { videoId?: string }) {
  const videoId = params.videoId ?? ''
  if (!VIDEO_ID.test(videoId)) throw notFound()
  const [video, details] = await withContent(context, () => Promise.all([context.content.getVideoByYoutubeId(videoId), context.videos.getVideo(videoId)]))
  if (!video || !details) throw notFound()
  const url = new URL(request.url)
  if (url.pathname !== video.path) throw permanentRedirect(`${video.path}${url.search}`)
  return videoPageView(context, video, details, await otherVideosInSeries(context, video))
}

/** How many of its series' other videos a video page lists. */
const MORE_IN_SERIES = 4

/** The newest other videos of the video's series (none without a series); the CMS failing costs the list, not the page. */
async function otherVideosInSeries(context: AppLoadContext, video: Video): Promise<VideoSummary[]> {
  if (!video.series) return []
  const found = await readSidePart(context, 'video series', () => context.content.getVideos({ series: video.series, perPage: MORE_IN_SERIES + 1 }), { items: [] as Video[], total: 0, totalPages: 0 })
  return found.items
    .filter((other) => other.youtubeId !== video.youtubeId)
    .slice(0, MORE_IN_SERIES)
    .map(toVideoSummary)
}

/**
 * What the video page shows: the video service's details when it has the video, else (a draft's
 * preview, whose video the service may not know yet) what the content store says.
 */
export function videoPageView(context: AppLoadContext, video: Video, details: Awaited<ReturnType<AppLoadContext['videos']['getVideo']>>, inSeries: VideoSummary[] = []): VideoPageView {
  // A series is also a video category of the same name (the seed and the editors make it so): its page lists them all.
  const seriesCategory = video.categories.find((category) => category.name === video.series)
  return {
    youtubeId: video.youtubeId,
    path: video.path,
    url: `${context.env.SITE_URL}${video.path}`,
    title: details?.title || video.title,
    description: details ? details.description : cutAtForMore(video.description),
    published: details?.published_at || video.published,
    /** ISO 8601 for structured data; `duration` is the m:ss reading of it. */
    isoDuration: details?.duration ?? '',
    duration: formatDuration(details?.duration ?? video.duration),
    channelId: details?.channel_id ?? video.channelId,
    channelName: details?.channel_name ?? video.channelName,
    thumbnailUrl: details?.thumbnail ?? '',
    thumbnail: video.thumbnail,
    categories: video.categories.map(toCategory),
    transcript: video.transcript,
    series: video.series ? { name: video.series, path: seriesCategory?.path ?? null, videos: inSeries } : null,
  }
}
