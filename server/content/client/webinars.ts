import { WpWebinarSchema } from '../wp-schemas.ts'
import type { Webinar } from '#lib/content-model.ts'
import { toWebinar } from '../wp-mappers.ts'
import type { Paged, WebinarQuery } from './types.ts'
import { byDate, type ContentReader } from './reader.ts'
import { pageOf, splitByDate, STANDARD_ORDER } from './dated-sections.ts'

/** Webinars. */
export function webinarsReads({ get, getItem, offers, toPath, query, paged, nothing }: ContentReader) {
  return {
    /**
     * Webinars with their topics; `when` orders upcoming soonest first and past newest first.
     * Without the plugin's `upcoming` filter, WordPress's standard query is split here by date.
     */
    async getWebinars({ when, topic, page = 1, perPage = 10 }: WebinarQuery = {}): Promise<Paged<Webinar>> {
      if (!(await offers('webinars', []))) return nothing
      if (when && !(await offers('webinars', ['upcoming']))) {
        const result = await get(`wp/v2/webinars?${query({ _embed: 1, categories: topic, ...STANDARD_ORDER })}`, WpWebinarSchema.array())
        const webinars = (result?.data ?? []).map((post) => toWebinar(post, toPath))
        return pageOf(
          splitByDate(webinars, when, (webinar) => `${webinar.startDate} ${webinar.startTime}`),
          page,
          perPage,
        )
      }
      const path = `wp/v2/webinars?${query({ _embed: 1, per_page: perPage, page, categories: topic, ...byDate(when) })}`
      return paged(await get(path, WpWebinarSchema.array()), (post) => toWebinar(post, toPath))
    },

    async getWebinar(id: number): Promise<Webinar | null> {
      const result = await getItem(`wp/v2/webinars/${id}?_embed=1`, WpWebinarSchema)
      return result ? toWebinar(result.data, toPath) : null
    },
  }
}
