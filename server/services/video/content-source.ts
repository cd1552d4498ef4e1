import type { Video } from '#lib/content-model.ts'
import { cutAtForMore, parseDuration, toIsoDuration } from '#lib/video-text.ts'
import { isVideoId, youtubeEmbedHtml, type VideoDetails, type VideoSource } from './video-details.ts'

export interface VideoStore {
  getVideoByYoutubeId(youtubeId: string): Promise<Video | null>
}

export function contentVideoDetails(video: Video, siteUrl = ''): VideoDetails {
  const seconds = parseDuration(video.duration)
  const thumbnail = video.thumbnail?.src ?? ''
  return {
    id: video.youtubeId,
    published_at: video.published,
    duration: seconds === null ? '' : toIsoDuration(seconds),
    channel_id: video.channelId,
    channel_name: video.channelName,
    description: cutAtForMore(video.description),
    thumbnail: thumbnail.startsWith('/') ? `${siteUrl}${thumbnail}` : thumbnail,
    title: video.title,
    player: youtubeEmbedHtml(video.youtubeId, video.title),
  }
}

/** The same details from the videos of our content store (through the content client). */
export function createContentVideoSource(store: VideoStore, { siteUrl = '' }: { siteUrl?: string } = {}): VideoSource {
  return {
    name: 'content',
    async getVideo(id) {
      if (!isVideoId(id)) return null
      const video = await store.getVideoByYoutubeId(id)
      return video ? contentVideoDetails(video, siteUrl) : null
    },
  }
}
