import { articlesReads } from './client/articles.ts'
import { authorsReads } from './client/authors.ts'
import { eventsReads } from './client/events.ts'
import { issuesReads } from './client/issues.ts'
import { linksReads } from './client/links.ts'
import { listsReads } from './client/lists.ts'
import { optionsReads } from './client/options.ts'
import { pagesReads } from './client/pages.ts'
import { createContentReader } from './client/reader.ts'
import type { ContentClientOptions } from './client/types.ts'
import { resourcesReads } from './client/resources.ts'
import { searchReads } from './client/search.ts'
import { termsReads } from './client/terms.ts'
import { videosReads } from './client/videos.ts'
import { webinarsReads } from './client/webinars.ts'

export type { Preview } from './client/pages.ts'

export { ContentUnavailableError } from './client/types.ts'
export type { ContentClientOptions, Paged, ArticleQuery, When, WebinarQuery, VideoQuery, ListQuery, ResourceQuery } from './client/types.ts'

/** What a cached read weighs: the length of the answer it was parsed from (the SwrCache's sizeOf). */
export const contentReadSize = (read: unknown): number => (read && typeof read === 'object' && 'bytes' in read && typeof read.bytes === 'number' ? read.bytes : 0)

/**
 * The one way the site reads content: standard WordPress REST, validated into our own types, one
 * module per family (client/) over one reader (client/reader.ts).
 */
export function createContentClient(options: ContentClientOptions) {
  const reader = createContentReader(options)
  const site = { ...pagesReads(reader), ...optionsReads(reader), ...articlesReads(reader), ...linksReads(reader), ...searchReads(reader) }
  const people = { ...termsReads(reader), ...authorsReads(reader) }
  const sections = { ...webinarsReads(reader), ...issuesReads(reader), ...videosReads(reader), ...eventsReads(reader), ...listsReads(reader), ...resourcesReads(reader) }
  return { toPath: reader.toPath, purge: reader.purge, ...site, ...people, ...sections }
}

export type ContentClient = ReturnType<typeof createContentClient>
