import { WpTermSchema } from '../wp-schemas.ts'
import type { Blog, Topic } from '#lib/content-model.ts'
import { toBlog, toTopic } from '../wp-mappers.ts'
import type { ContentReader } from './reader.ts'

/** Topics, tags and blogs (the children of the blog category). */
export function termsReads({ get, query }: ContentReader) {
  async function getTermList(route: 'categories' | 'tags', params: Record<string, string>): Promise<Topic[]> {
    const result = await get(`wp/v2/${route}?${new URLSearchParams({ per_page: '100', ...params }).toString()}`, WpTermSchema.array())
    return (result?.data ?? []).map(toTopic)
  }

  return {
    /** The blogs: the children of the blog category, by name. */
    async getBlogs(blogCategoryId: number): Promise<Blog[]> {
      const result = await get(`wp/v2/categories?${query({ parent: blogCategoryId, per_page: 100, orderby: 'name' })}`, WpTermSchema.array())
      return (result?.data ?? []).map(toBlog)
    },

    getTopics: (params: Record<string, string> = {}) => getTermList('categories', { hide_empty: 'true', orderby: 'name', ...params }),
    getTags: (params: Record<string, string> = {}) => getTermList('tags', params),

    async getTopic(id: number): Promise<Topic | null> {
      const result = await get(`wp/v2/categories/${id}`, WpTermSchema)
      return result ? toTopic(result.data) : null
    },
  }
}
