import { WpUserSchema } from '../wp-schemas.ts'
import type { Author } from '#lib/content-model.ts'
import { toAuthor } from '../wp-mappers.ts'
import type { ContentReader } from './reader.ts'

/** Authors, by id or by their page's slug. */
export function authorsReads({ get, getItem, toPath }: ContentReader) {
  return {
    async getAuthor(id: number): Promise<Author | null> {
      const result = await getItem(`wp/v2/users/${id}`, WpUserSchema)
      return result ? toAuthor(result.data, toPath) : null
    },

    async getAuthorBySlug(slug: string): Promise<Author | null> {
      const result = await get(`wp/v2/users?slug=${encodeURIComponent(slug)}`, WpUserSchema.array())
      const user = result?.data[0]
      return user ? toAuthor(user, toPath) : null
    },
  }
}
