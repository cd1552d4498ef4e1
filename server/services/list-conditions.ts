import { eq, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm'
import { anyContains } from '#db/sql-like.ts'

interface ListFilters {
  from?: Date
  to?: Date
  text?: string
}

/**
 * The conditions of a back-office list's filters: each chosen value on its column, the period
 * [from, to) on the creation time, and the search box across the given columns.
 */
export function listConditions<F extends ListFilters>(filters: F, columns: { equal: { [K in keyof F]?: AnyColumn }; created: AnyColumn; text: AnyColumn[] }): SQL[] {
  const found: SQL[] = []
  for (const [name, column] of Object.entries(columns.equal) as [keyof F, AnyColumn][]) {
    if (filters[name]) found.push(eq(column, filters[name]))
  }
  if (filters.from) found.push(gte(columns.created, filters.from))
  if (filters.to) found.push(lt(columns.created, filters.to))
  if (filters.text) found.push(anyContains(filters.text, columns.text))
  return found
}
