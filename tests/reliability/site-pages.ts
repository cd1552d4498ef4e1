import { send } from './http.ts'

/** Section pages every anonymous reader sees (all served from the full-page cache). */
export const SECTION_PAGES = ['/', '/events', '/webinars', '/videos', '/topics', '/magazine', '/resources', '/blog', '/lists']

/** Private pages of a signed-in reader. */
export const PRIVATE_PAGES = ['/profile', '/profile/password', '/newsletters']

/**
 * Article paths from the content API, a page of them at a time, so each probe can take pages no
 * other probe of its file has requested (a fresh cache entry).
 */
export async function articlePaths(baseUrl: string, page: number, perPage = 10): Promise<string[]> {
  const answer = await send(`${baseUrl}/wp-json/wp/v2/posts?per_page=${perPage}&page=${page}&_fields=link`)
  if (answer.status !== 200) throw new Error(`the article list answered ${answer.status}`)
  return (JSON.parse(answer.body) as { link: string }[]).map((post) => new URL(post.link).pathname.replace(/(.)\/$/, '$1'))
}
