import type { AppLoadContext } from 'react-router'
import { withContent } from '../content-reads.server.ts'
import { toTeaser } from '../../utils/teaser.ts'
import { toIssueView } from './newsletter-issue-view.server.ts'

/** Today's idea plus three more: the shape of one Daily Boost mailing. */
export const BOOST_STORIES = 4
/** The Daily Boost's slug (migration 0016). */
export const DAILY_BOOST = 'daily-boost'

/**
 * The latest Daily Boost that went out, as subscribers received it. Before the first send there
 * is none: the preview is assembled from the newest articles (the newest is "today's idea"), the
 * shape the next mailing will have.
 */
export async function loadBoostPreview(context: AppLoadContext) {
  const sent = await context.newsletterArchive.latestSent(DAILY_BOOST)
  if (sent) return { sent: toIssueView(context, sent.content), idea: null, more: [], issueDate: null }
  const { items } = await withContent(context, () => context.content.getArticles({ perPage: BOOST_STORIES, teaser: true }))
  const [idea, ...more] = items.map(toTeaser)
  return { sent: null, idea: idea ?? null, more, issueDate: idea?.published ?? null }
}
