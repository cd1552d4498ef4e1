import type { Logger } from 'pino'
import { SwrCache } from '#server/content/swr-cache.ts'
import { createContentVideoSource, type VideoStore } from './content-source.ts'
import type { VideoDetails, VideoSource } from './video-details.ts'
import { createYouTubeSource } from './youtube.ts'

export type { VideoDetails, VideoSource } from './video-details.ts'
export { VideoSourceError } from './video-details.ts'

export interface VideoServiceOptions {
  /** YouTube Data API key; without one, details come from the content store. */
  apiKey?: string
  /** How YouTube is reached (tests answer with recorded responses). */
  fetch?: (request: Request) => Promise<Response>
  /** The content client: the store of record for our videos. */
  content: VideoStore
  /** Prefix for thumbnails that are paths on this site ('' keeps them as paths). */
  siteUrl?: string
  log?: Pick<Logger, 'warn'>
  /** YouTube answers are kept this long (default an hour) and served stale for a day while refreshed. */
  cache?: SwrCache
}

/**
 * One way to read video details (spec §3). With an API key: YouTube `videos.list`, cached;
 * when YouTube cannot answer (quota, network, outage) the content store answers instead, uncached.
 * Without a key: the content store.
 */
export function createVideoService({ apiKey, fetch = globalThis.fetch, content, siteUrl, log, cache }: VideoServiceOptions) {
  const store = createContentVideoSource(content, { siteUrl })
  const youtube: VideoSource | null = apiKey ? createYouTubeSource({ apiKey, fetch }) : null
  const answers = cache ?? new SwrCache({ ttlMs: 3600_000, staleMs: 24 * 3600_000, maxEntries: 2000 })

  return {
    source: (youtube ?? store).name,

    async getVideo(id: string): Promise<VideoDetails | null> {
      if (!youtube) return store.getVideo(id)
      try {
        return await answers.get(`youtube:${id}`, () => youtube.getVideo(id))
      } catch (error) {
        log?.warn({ event: 'video.youtube_failed', videoId: id, err: error }, 'YouTube unavailable: video details from the content store')
        return store.getVideo(id)
      }
    },
  }
}

export type VideoService = ReturnType<typeof createVideoService>
