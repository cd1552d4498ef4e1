import { data, type AppLoadContext } from 'react-router'
import type { Article } from '#lib/content-model.ts'
import { getBlogCategory, getReaderTopics } from '../reader-topics.server.ts'
import { isContentUnavailable, readSidePart } from '../content-reads.server.ts'
import { toTeaser } from '../../utils/teaser.ts'
import { toIssueSummary } from './magazine.server.ts'
import { toVideoSummary } from './videos.server.ts'

const LATEST_COUNT = 8
const BLOG_COUNT = 4
const LIST_TEASER_COUNT = 3

/** The next webinar, today's video, the current issue and the newest ranked lists: each left out when there is none. */
async function getHomeModules(context: AppLoadContext) {
  const { content } = context
  const [webinars, videos, issue, lists] = await Promise.all([
    readSidePart(context, 'webinar', () => content.getWebinars({ when: 'upcoming', perPage: 1 }), null),
    readSidePart(context, 'video', () => content.getVideos({ perPage: 1 }), null),
    readSidePart(context, 'issue', () => content.getCurrentIssue(), null),
    readSidePart(context, 'lists', () => content.getLists({ kind: 'list' }), null),
  ])
  const webinar = webinars?.items[0] ?? null
  const video = videos?.items[0] ?? null
  return {
    nextWebinar: webinar
      ? { path: webinar.path, title: webinar.title, start: webinar.start, durationMinutes: webinar.durationMinutes, sponsor: webinar.sponsor, speakers: webinar.speakers.map(({ name }) => name) }
      : null,
    video: video ? toVideoSummary(video) : null,
    issue: issue ? toIssueSummary(issue) : null,
    lists: (lists ?? []).slice(0, LIST_TEASER_COUNT).map(({ id, path, title, year, cover }) => ({ id, path, title, year, cover })),
  }
}

const NO_MODULES = { nextWebinar: null, video: null, issue: null, lists: [] }

/** Everything in parallel; teasers only (no bodies), so the page and its hydration data stay small. */
async function getHomeContent(context: AppLoadContext) {
  const { content } = context
  const [sticky, newest, topics, blog, modules] = await Promise.all([
    content.getArticles({ sticky: true, perPage: 1, teaser: true }),
    // Enough to fill the latest list once the lead story and blog posts are left out.
    content.getArticles({ perPage: LATEST_COUNT * 2, teaser: true }),
    getReaderTopics(context),
    getBlogCategory(context).then((category) => (category ? content.getArticles({ categories: [category.id], perPage: BLOG_COUNT + 1, teaser: true }) : null)),
    getHomeModules(context),
  ])
  // The editors' sticky story leads; without one, the newest article does.
  const lead: Article | null = sticky.items[0] ?? newest.items[0] ?? null
  const notLead = (article: Article) => article.id !== lead?.id
  return {
    unavailable: false,
    lead: lead ? toTeaser(lead) : null,
    latest: newest.items
      .filter((article: Article) => notLead(article) && !article.isBlog)
      .slice(0, LATEST_COUNT)
      .map(toTeaser),
    blog: (blog?.items ?? []).filter(notLead).slice(0, BLOG_COUNT).map(toTeaser),
    topics: topics.map(({ id, name, slug }) => ({ id, name, slug })),
    ...modules,
  }
}

/**
 * The front door stays open when the content service is down: the shell, the sections and the
 * newsletter sign-up still render (200), with a notice instead of the news. Never stored by a
 * cache (no-store), so the page cache keeps serving its last good copy meanwhile.
 */
export async function loadHome(context: AppLoadContext) {
  try {
    return await getHomeContent(context)
  } catch (error) {
    if (!isContentUnavailable(error)) throw error
    context.log.warn({ event: 'content.unavailable', err: error }, 'home page rendered without content')
    return data({ unavailable: true, lead: null, latest: [], blog: [], topics: [], ...NO_MODULES }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
