import { z } from 'zod'
import { cutAtForMore } from '#lib/video-text.ts'
import { isVideoId, VideoSourceError, type VideoDetails, type VideoSource } from './video-details.ts'

/** The YouTube Data API v3 `videos.list`, asked for id, snippet, contentDetails and player. */
export const YOUTUBE_VIDEOS_URL = 'https://www.googleapis.com/youtube/v3/videos'
const PARTS = 'id,snippet,contentDetails,player'

const Thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() })
const VideoItem = z.object({
  id: z.string(),
  snippet: z.object({
    publishedAt: z.string(),
    channelId: z.string(),
    title: z.string(),
    description: z.string().default(''),
    channelTitle: z.string().default(''),
    thumbnails: z.record(z.string(), Thumbnail).default({}),
  }),
  contentDetails: z.object({ duration: z.string() }),
  player: z.object({ embedHtml: z.string() }).default({ embedHtml: '' }),
})
export const VideoListResponse = z.object({ kind: z.literal('youtube#videoListResponse'), items: z.array(VideoItem) })
const ErrorResponse = z.object({ error: z.object({ code: z.number(), message: z.string(), errors: z.array(z.object({ reason: z.string() })).default([]) }) })

const THUMBNAIL_ORDER = ['maxres', 'standard', 'high', 'medium', 'default']

export function toVideoDetails(item: z.infer<typeof VideoItem>): VideoDetails {
  const thumbnails = item.snippet.thumbnails
  const best = THUMBNAIL_ORDER.map((name) => thumbnails[name]).find(Boolean)
  return {
    id: item.id,
    published_at: item.snippet.publishedAt,
    duration: item.contentDetails.duration,
    channel_id: item.snippet.channelId,
    channel_name: item.snippet.channelTitle,
    description: cutAtForMore(item.snippet.description),
    thumbnail: best?.url ?? '',
    title: item.snippet.title,
    player: item.player.embedHtml,
  }
}

export interface YouTubeSourceOptions {
  apiKey: string
  fetch: (request: Request) => Promise<Response>
  timeoutMs?: number
}

/** Reads video details from YouTube; the key goes in the query string and never into an error or log. */
export function createYouTubeSource({ apiKey, fetch, timeoutMs = 3000 }: YouTubeSourceOptions): VideoSource {
  return {
    name: 'youtube',
    async getVideo(id) {
      if (!isVideoId(id)) return null
      const url = `${YOUTUBE_VIDEOS_URL}?${new URLSearchParams({ part: PARTS, id, key: apiKey }).toString()}`
      let response: Response
      try {
        response = await fetch(new Request(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }))
      } catch (error) {
        throw new VideoSourceError(`YouTube unreachable for video ${id}`, { cause: error })
      }
      const body = await response.json().catch(() => undefined)
      if (!response.ok) {
        const reason = ErrorResponse.safeParse(body).data?.error.errors[0]?.reason ?? 'unknown'
        throw new VideoSourceError(`YouTube answered ${response.status} (${reason}) for video ${id}`)
      }
      const parsed = VideoListResponse.safeParse(body)
      if (!parsed.success) throw new VideoSourceError(`YouTube answered an unexpected shape for video ${id}`, { cause: parsed.error })
      const item = parsed.data.items.find((candidate) => candidate.id === id)
      return item ? toVideoDetails(item) : null
    },
  }
}
