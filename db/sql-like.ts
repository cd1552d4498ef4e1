import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm'

/** Text matched literally inside a LIKE / ILIKE pattern: its %, _ and backslash escaped. */
export const likeLiteral = (text: string) => text.replace(/[%_\\]/g, '\\$&')

/** Any of `columns` contains `text`, in any case, taken literally (a back-office search box). */
export const anyContains = (text: string, columns: AnyColumn[]): SQL => or(...columns.map((column) => ilike(column, `%${likeLiteral(text)}%`)))!
