/** Where page `page` (from 1) of `perPage` rows starts. */
export const pageOffset = (query: { page: number; perPage: number }) => (query.page - 1) * query.perPage

/** A page of rows and the count of every row that matches, queried together. */
export async function withTotal<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ total: number }[]>): Promise<{ rows: T[]; total: number }> {
  const [found, [total]] = await Promise.all([rows, counted])
  return { rows: found, total: total?.total ?? 0 }
}
