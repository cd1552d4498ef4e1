import { and, eq } from 'drizzle-orm'
import { posts } from '#db/schema/index.ts'
import type { TestApp } from './test-app.ts'

/** The seeded Revenue Leaders Conference, which sells passes: its id and its page's address. */
export async function seededConference(t: TestApp): Promise<{ eventId: number; page: string }> {
  const [event] = await t.database.db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.type, 'events'), eq(posts.slug, 'revenue-leaders-conference')))
  return { eventId: event!.id, page: `/events/${event!.id}/${event!.slug}` }
}
