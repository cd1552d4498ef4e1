import { sql } from 'drizzle-orm'
import { clampPage, pageOf, type Page } from '#lib/page.ts'

/** The column a list's length is counted in; a count statement may add its own sums beside it. */
export const rowCount = { total: sql<number>`count(*)::int` }

/**
 * One page of a list, read side by side: the rows through `read(limit, offset)` in the list's
 * order (an index serves it, decision 039) and the length through `count`. Sums the count
 * statement adds beside `total` (an orders screen's paid amount) come back with the page.
 */
export async function readPage<T, Sums extends { total: number }>(
  page: number,
  size: number,
  read: (limit: number, offset: number) => PromiseLike<T[]>,
  count: PromiseLike<Sums[]>,
): Promise<Page<T> & Omit<Sums, 'total'>> {
  const at = clampPage(page)
  const [rows, [sums]] = await Promise.all([read(size, (at - 1) * size), count])
  const { total = 0, ...rest } = sums ?? ({} as Partial<Sums>)
  return { ...(rest as Omit<Sums, 'total'>), ...pageOf(rows, total, at, size) }
}
