import { eq, sql } from 'drizzle-orm'
import { posts } from '#db/schema/index.ts'
import type { TestApp } from './test-app.ts'

export interface WpWebinar {
  id: number
  slug: string
  title: { rendered: string }
  acf: { recording_video_id: string }
}

/**
 * Three seeded webinars for the registration suites: the next session to come, the last one
 * to come (its registration closed here by the CMS, before anything reads and caches it) and a
 * held one with a recording.
 */
export async function registrationWebinars(t: TestApp): Promise<{ upcoming: WpWebinar; closed: WpWebinar; past: WpWebinar }> {
  const list = async (query: string) => (await (await t.request(`/wp-json/wp/v2/webinars?${query}&per_page=50`)).json()) as WpWebinar[]
  const coming = await list('upcoming=1&orderby=start_date&order=asc')
  const closed = coming.at(-1)!
  const past = (await list('upcoming=0')).find((webinar) => webinar.acf.recording_video_id)!
  await t.database.db
    .update(posts)
    .set({ acf: sql`${posts.acf} || '{"registration_open": false}'::jsonb` })
    .where(eq(posts.id, closed.id))
  return { upcoming: coming[0]!, closed, past }
}

export const webinarPath = (webinar: WpWebinar) => `/webinars/${webinar.id}/${webinar.slug}`
