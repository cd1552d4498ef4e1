import { WpWebinarSchema } from '../wp-schemas.ts'
import type { Webinar } from '#lib/content-model.ts'
import { toWebinar } from '../wp-mappers.ts'
import type { Paged, WebinarQuery } from './types.ts'
import { byDate, type ContentReader } from './reader.ts'

/** Webinars. */
export function webinarsReads({ get, getItem, offers, toPath, query, paged, nothing }: ContentReader) {
  return {
    /** Webinars with their topics; `when` orders upcoming soonest first and past newest first. */
    async getWebinars({ when, topic, page = 1, perPage = 10 }: WebinarQuery = {}): Promise<Paged<Webinar>> {
      if (!(await offers('webinars', when ? ['upcoming'] : []))) return nothing
      const path = `wp/v2/webinars?${query({ _embed: 1, per_page: perPage, page, categories: topic, ...byDate(when) })}`
      return paged(await get(path, WpWebinarSchema.array()), (post) => toWebinar(post, toPath))
    },

    async getWebinar(id: number): Promise<Webinar | null> {
      const result = await getItem(`wp/v2/webinars/${id}?_embed=1`, WpWebinarSchema)
      return result ? toWebinar(result.data, toPath) : null
    },
  }
}
