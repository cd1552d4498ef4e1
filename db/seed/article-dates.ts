import { FIRST_LANDING_YEAR } from '#lib/landing-pages.ts'
import type { SeedArticle } from './demo-content.ts'

const DAY_MS = 24 * 3600_000
/** The newest articles come about a day and a half apart; the older ones reach back to the first year of the insight pages. */
const RECENT_ARTICLES = 60

/** Articles of all topics interleaved, so that the newest ones span every topic. */
export function interleave(sets: { articles: SeedArticle[] }[]): SeedArticle[] {
  const longest = Math.max(...sets.map((set) => set.articles.length))
  const result: SeedArticle[] = []
  for (let i = 0; i < longest; i++) for (const set of sets) if (set.articles[i]) result.push(set.articles[i]!)
  return result
}

/**
 * When the i-th newest of `count` articles was published: the newest a day and a half apart, the
 * rest evenly back to mid-January of the first landing year, so every year the site covers
 * (magazine back issues, insight pages by year) has reporting of its own on every topic.
 */
export function articleDate(i: number, count: number, now: Date): Date {
  const jitter = ((i * 37) % 11) * 3600_000
  const recentEnd = now.getTime() - (RECENT_ARTICLES - 1) * 1.4 * DAY_MS
  if (i < RECENT_ARTICLES || count <= RECENT_ARTICLES) return new Date(now.getTime() - i * 1.4 * DAY_MS - jitter)
  const oldest = Date.UTC(FIRST_LANDING_YEAR, 0, 15, 14)
  const step = (recentEnd - oldest) / (count - RECENT_ARTICLES)
  return new Date(recentEnd - (i - RECENT_ARTICLES + 1) * step - jitter)
}
