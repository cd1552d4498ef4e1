import type { Database } from '#db/client.ts'
import type { Media } from '#db/schema/index.ts'
import { findAuthorsByIds, findMediaByIds } from './people-store.ts'
import type { PostRow } from './posts-store.ts'
import type { Serializers } from './serialize.ts'
import { findTermsByIds } from './terms-store.ts'

const present = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null && id > 0))]

/**
 * WordPress's `_embed`: per post, its author, featured image and terms (one list per taxonomy
 * the type carries, in the order of its `wp:term` links), loaded in three queries for the page.
 */
export function createEmbedder(db: Database, serialize: Serializers) {
  return async function embed(rows: PostRow[], termLists: (row: PostRow) => number[][]): Promise<Record<string, unknown>[]> {
    if (rows.length === 0) return []
    const [authorRows, mediaRows, termRows] = await Promise.all([
      findAuthorsByIds(db, present(rows.map((row) => row.authorId))),
      findMediaByIds(db, present(rows.map((row) => row.featuredMediaId))),
      findTermsByIds(db, present(rows.flatMap((row) => termLists(row).flat()))),
    ])
    const avatars = await findMediaByIds(db, present(authorRows.map((author) => author.avatarMediaId)))
    const mediaById = new Map<number, Media>([...mediaRows, ...avatars].map((m) => [m.id, m]))
    const authorById = new Map(authorRows.map((a) => [a.id, serialize.embeddedUser(a, a.avatarMediaId ? mediaById.get(a.avatarMediaId) : undefined)]))
    const termById = new Map(termRows.map((t) => [t.id, serialize.embeddedTerm(t)]))
    return rows.map((row) => {
      const embedded: Record<string, unknown> = {}
      const author = row.authorId ? authorById.get(row.authorId) : undefined
      if (author) embedded.author = [author]
      const image = row.featuredMediaId ? mediaById.get(row.featuredMediaId) : undefined
      if (image) embedded['wp:featuredmedia'] = [serialize.embeddedMedia(image)]
      const lists = termLists(row)
      if (lists.length > 0) embedded['wp:term'] = lists.map((ids) => ids.map((id) => termById.get(id)).filter(Boolean))
      return embedded
    })
  }
}
