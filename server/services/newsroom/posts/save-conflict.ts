import { desc, eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { postRevisions, users } from '#db/schema/index.ts'
import { ServiceError } from '../../errors.ts'

const UTC_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })

/**
 * The refusal of a save made on an older state than the stored one (a colleague saved in between):
 * who saved, and when, so the writer can look before replacing their work. Saving again from the
 * refused form (which then carries the newer state) replaces it on purpose.
 */
export async function savedSinceOpened(db: Database, noun: string, item: { id: number; modifiedAt: Date }, actorId: number): Promise<ServiceError> {
  const [last] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.savedBy))
    .where(eq(postRevisions.postId, item.id))
    .orderBy(desc(postRevisions.savedAt), desc(postRevisions.id))
    .limit(1)
  const when = `${UTC_TIME.format(item.modifiedAt)} UTC`
  if (last?.id === actorId)
    return new ServiceError('conflict', `You saved this ${noun} in another window on ${when}, after this copy was opened. This version is below and is not saved: saving again replaces the other one.`)
  const who = `${last?.firstname ?? ''} ${last?.lastname ?? ''}`.trim() || 'Someone else'
  return new ServiceError(
    'conflict',
    `${who} saved this ${noun} on ${when}, after you opened it. Your version is below and is not saved: “Preview the saved version” shows theirs, and saving again replaces it with yours.`,
  )
}
