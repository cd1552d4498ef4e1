/** The largest value of a PostgreSQL `integer` column: ids above it cannot exist, and sending one makes the database throw. */
export const INT4_MAX = 2_147_483_647

/** True for a whole number that an `integer` id column can hold (ids start at 1). */
export const isStorableId = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= INT4_MAX

/** An id typed or sent as text (a form field, an address segment): null unless it is digits an id column can hold. */
export function storableIdOf(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw.trim())) return null
  const value = Number(raw.trim())
  return isStorableId(value) ? value : null
}
