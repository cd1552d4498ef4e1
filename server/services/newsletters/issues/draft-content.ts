import type { IssueItemRef } from '#lib/newsletter-issue.ts'
import type { ContentClient } from '../../../content/client.ts'

/** The lead story and up to this many more articles and blog posts. */
export const MORE_STORIES = 5
/** Enough of the newest articles to find a day's (or a week's) in. */
const NEWEST_READ = 30

export type DraftContent = Pick<ContentClient, 'getArticles' | 'getWebinars' | 'getVideos'>

export interface DraftItems {
  items: IssueItemRef[]
  subject: string
  previewText: string
}

/**
 * What an automatic draft holds, from what was published since `since` (as the home page gathers
 * it): the newest article leads, then up to five more articles and blog posts, the next upcoming
 * webinar and today's video. With nothing new, the newest article still leads: an empty draft
 * helps no editor.
 */
export async function draftItems(content: DraftContent, since: Date): Promise<DraftItems> {
  const [articles, webinars, videos] = await Promise.all([
    content.getArticles({ perPage: NEWEST_READ, teaser: true, countTotal: false }),
    content.getWebinars({ when: 'upcoming', perPage: 1 }),
    content.getVideos({ perPage: 1 }),
  ])
  const fresh = articles.items.filter((article) => Date.parse(article.published) > since.getTime())
  const pool = fresh.length ? fresh : articles.items.slice(0, 1)
  const lead = pool.find((article) => !article.isBlog) ?? pool[0]
  const more = pool.filter((article) => article !== lead).slice(0, MORE_STORIES)
  const items: IssueItemRef[] = [...(lead ? [lead] : []), ...more].map((article) => ({ type: 'post', id: article.id }))
  const webinar = webinars.items[0]
  const video = videos.items[0]
  if (webinar) items.push({ type: 'webinars', id: webinar.id })
  if (video) items.push({ type: 'videos', id: video.id })
  return { items, subject: lead?.title ?? '', previewText: lead?.deck ?? '' }
}
