import { data, type AppLoadContext } from 'react-router'
import type { Article } from '#lib/content-model.ts'
import { getBlogCategory, getReaderTopics } from '../reader-topics.server.ts'
import { isContentUnavailable } from '../content-reads.server.ts'
import { toTeaser } from '../../utils/teaser.ts'

const LATEST_COUNT = 8
const BLOG_COUNT = 4

/** Everything in parallel; teasers only (no bodies), so the page and its hydration data stay small. */
async function getHomeContent(context: AppLoadContext) {
  const { content } = context
  const [sticky, newest, topics, blog] = await Promise.all([
    content.getArticles({ sticky: true, perPage: 1, teaser: true }),
    // Enough to fill the latest list once the lead story and blog posts are left out.
    content.getArticles({ perPage: LATEST_COUNT * 2, teaser: true }),
    getReaderTopics(context),
    getBlogCategory(context).then((category) =>
      category ? content.getArticles({ categories: [category.id], perPage: BLOG_COUNT + 1, teaser: true }) : null,
    ),
  ])
  // The editors' sticky story leads; without one, the newest article does.
  const lead: Article | null = sticky.items[0] ?? newest.items[0] ?? null
  const notLead = (article: Article) => article.id !== lead?.id
  return {
    unavailable: false,
    lead: lead ? toTeaser(lead) : null,
    latest: newest.items.filter((article: Article) => notLead(article) && !article.isBlog).slice(0, LATEST_COUNT).map(toTeaser),
    blog: (blog?.items ?? []).filter(notLead).slice(0, BLOG_COUNT).map(toTeaser),
    topics: topics.map(({ id, name, slug }) => ({ id, name, slug })),
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
    return data({ unavailable: true, lead: null, latest: [], blog: [], topics: [] }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
