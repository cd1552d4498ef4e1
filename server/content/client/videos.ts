import { WpDailyVideoSchema, WpTermSchema, WpVideoSchema } from '../wp-schemas.ts'
import type { Video, VideoCategory } from '#lib/content-model.ts'
import { toVideo, toVideoCategory } from '../wp-mappers.ts'
import type { Paged, VideoQuery } from './types.ts'
import type { ContentReader } from './reader.ts'

/** Videos, their categories and the daily video. */
export function videosReads({ get, getItem, offers, toPath, query, paged }: ContentReader) {
  return {
    async getVideos({ category, series, topic, page = 1, perPage = 12 }: VideoQuery = {}): Promise<Paged<Video>> {
      const path = `wp/v2/videos?${query({ _embed: 1, per_page: perPage, page, video_categories: category, series, categories: topic })}`
      return paged(await get(path, WpVideoSchema.array()), (post) => toVideo(post, toPath))
    },

    async getVideo(id: number): Promise<Video | null> {
      const result = await getItem(`wp/v2/videos/${id}?_embed=1`, WpVideoSchema)
      return result ? toVideo(result.data, toPath) : null
    },

    /** The video whose YouTube id this is (the id in /videos/{video_id}/{slug}). */
    async getVideoByYoutubeId(youtubeId: string): Promise<Video | null> {
      if (!(await offers('videos', ['youtube_id']))) return null
      const result = await get(`wp/v2/videos?${query({ _embed: 1, per_page: 1, youtube_id: youtubeId })}`, WpVideoSchema.array())
      // A WordPress without this filter ignores it: only a matching video counts.
      const post = result?.data.find((candidate) => candidate.acf.youtube_id === youtubeId)
      return post ? toVideo(post, toPath) : null
    },

    async getVideoCategories(): Promise<VideoCategory[]> {
      const result = await get('wp/v2/video_categories?per_page=100&orderby=name', WpTermSchema.array())
      return (result?.data ?? []).map(toVideoCategory)
    },

    async getVideoCategory(id: number): Promise<VideoCategory | null> {
      const result = await get(`wp/v2/video_categories/${id}`, WpTermSchema)
      return result ? toVideoCategory(result.data) : null
    },

    /** The daily video's YouTube id (sp/v1/daily_video); null when none is published. */
    async getDailyVideoId(): Promise<string | null> {
      const result = await get('sp/v1/daily_video', WpDailyVideoSchema)
      return result?.data.video_id || null
    },
  }
}
