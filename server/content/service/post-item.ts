import type { Context } from 'hono'
import type { Database } from '#db/client.ts'
import type { PostType } from '#db/schema/index.ts'
import { parseParams } from './params.ts'
import { itemRefusal, postItemParams } from './post-params.ts'
import { findPost, type PostRow } from './posts-store.ts'
import { wpError, wpInvalidParams } from './wp-errors.ts'

/** An item's parameters: its id is in the path, not the query. */
const itemParams = (({ id: _id, ...rest }) => rest)(postItemParams())

/**
 * The published item of `/wp/v2/{type}/{id}` as WordPress looks it up: the query's parameters
 * checked, 404 when there is no such item, then what the caller may not ask (an edit context)
 * refused. A Response is the answer to send instead.
 */
export async function findPostItem(c: Context, db: Database, type: PostType): Promise<PostRow | Response> {
  const query = parseParams(itemParams, c.req.query())
  if (!query.ok) return wpInvalidParams(c, query.problems)
  const row = await findPost(db, type, Number(c.req.param('id')))
  if (!row) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  const refusal = itemRefusal(query.value)
  return refusal ? wpError(c, refusal.status, refusal.code, refusal.message) : row
}
