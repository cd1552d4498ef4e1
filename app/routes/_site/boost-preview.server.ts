import type { AppLoadContext } from 'react-router'
import { withContent } from '../content-reads.server.ts'
import { toTeaser } from '../../utils/teaser.ts'

/** Today's idea plus three more: the shape of one Daily Boost mailing. */
export const BOOST_STORIES = 4

/**
 * The Daily Boost has no content type of its own: each issue is assembled from the newest
 * articles (the newest is "today's idea"), so the web preview shows what the next mailing holds.
 */
export async function loadBoostPreview(context: AppLoadContext) {
  const { items } = await withContent(context, () => context.content.getArticles({ perPage: BOOST_STORIES, teaser: true }))
  const [idea, ...more] = items.map(toTeaser)
  return { idea: idea ?? null, more, issueDate: idea?.published ?? null }
}
