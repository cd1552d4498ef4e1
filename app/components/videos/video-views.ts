import type { Video, VideoCategory } from '#lib/content-model.ts'

/** A video as a card shows it (lists, the home page's module). */
export interface VideoSummary {
  youtubeId: string
  path: string
  title: string
  published: string
  /** m:ss or h:mm:ss, '' when unknown. */
  duration: string
  series: string
  thumbnail: Video['thumbnail']
}

/** The video page: the CMS's video, completed by the video service's details when they are known. */
export interface VideoPageView {
  youtubeId: string
  path: string
  url: string
  title: string
  description: string
  published: string
  /** ISO 8601 for structured data; `duration` is the m:ss reading of it. */
  isoDuration: string
  duration: string
  channelId: string
  channelName: string
  thumbnailUrl: string
  thumbnail: Video['thumbnail']
  categories: Pick<VideoCategory, 'id' | 'name' | 'slug' | 'description' | 'count' | 'path'>[]
  /** What was said, a paragraph each; empty when the video has no transcript. */
  transcript: string[]
  /** The video's series: its name, its category's page when it has one, and its other videos, newest first. */
  series: { name: string; path: string | null; videos: VideoSummary[] } | null
}
