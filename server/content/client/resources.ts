import { WpResourceSchema } from '../wp-schemas.ts'
import type { Resource } from '#lib/content-model.ts'
import { toResource } from '../wp-mappers.ts'
import type { Paged, ResourceQuery } from './types.ts'
import type { ContentReader } from './reader.ts'

/** Resources (gated assets and the like). */
export function resourcesReads({ get, getItem, offers, toPath, query, paged, nothing }: ContentReader) {
  return {
    async getResources({ type, sponsor, topic, page = 1, perPage = 12 }: ResourceQuery = {}): Promise<Paged<Resource>> {
      if (!(await offers('resources', [...(type ? ['asset_type'] : []), ...(sponsor ? ['sponsor'] : [])]))) return nothing
      const path = `wp/v2/resources?${query({ _embed: 1, per_page: perPage, page, asset_type: type, sponsor, categories: topic })}`
      return paged(await get(path, WpResourceSchema.array()), (post) => toResource(post, toPath))
    },

    /** By id, or by slug (the {title} of /resources/content/{title}/{client}). */
    async getResource(slugOrId: string | number): Promise<Resource | null> {
      if (typeof slugOrId === 'number' || /^\d+$/.test(slugOrId)) {
        const result = await getItem(`wp/v2/resources/${slugOrId}?_embed=1`, WpResourceSchema)
        return result ? toResource(result.data, toPath) : null
      }
      const result = await get(`wp/v2/resources?${query({ _embed: 1, per_page: 1, slug: slugOrId })}`, WpResourceSchema.array())
      const post = result?.data[0]
      return post ? toResource(post, toPath) : null
    },
  }
}
