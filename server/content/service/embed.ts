import type { Database } from '#db/client.ts'
import type { Media } from '#db/schema/index.ts'
import { findAuthorsByIds, findMediaByIds } from './people-store.ts'
import type { PostRow } from './posts-store.ts'
import type { Serializers } from './serialize.ts'
import { createSharedRows } from './shared-rows.ts'
import { findTermsByIds } from './terms-store.ts'

const present = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null && id > 0))]

const SHARED = { maxEntries: 2000, ttlMs: 60_000 }

/** Authors, their avatars and terms by id, shared by every embedder of the content service (shared-rows.ts). */
export function createEmbedSources(db: Database) {
  const authors = createSharedRows((ids) => findAuthorsByIds(db, ids), SHARED)
  const avatars = createSharedRows((ids) => findMediaByIds(db, ids), SHARED)
  const terms = createSharedRows((ids) => findTermsByIds(db, ids), SHARED)
  return {
    db,
    authors,
    avatars,
    terms,
    forget() {
      for (const rows of [authors, avatars, terms]) rows.forget()
    },
  }
}
export type EmbedSources = ReturnType<typeof createEmbedSources>

/**
 * WordPress's `_embed`: per post, its author, featured image and terms (one list per taxonomy
 * the type carries, in the order of its `wp:term` links). The featured images are one query for
 * the page; authors, avatars and terms are mostly already at hand.
 */
export function createEmbedder({ db, authors, avatars, terms }: EmbedSources, serialize: Serializers) {
  return async function embed(rows: PostRow[], termLists: (row: PostRow) => number[][]): Promise<Record<string, unknown>[]> {
    if (rows.length === 0) return []
    const [authorRows, mediaRows, termRows] = await Promise.all([
      authors.byIds(present(rows.map((row) => row.authorId))),
      findMediaByIds(db, present(rows.map((row) => row.featuredMediaId))),
      terms.byIds(present(rows.flatMap((row) => termLists(row).flat()))),
    ])
    const avatarRows = await avatars.byIds(present(authorRows.map((author) => author.avatarMediaId)))
    const mediaById = new Map<number, Media>([...mediaRows, ...avatarRows].map((m) => [m.id, m]))
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
