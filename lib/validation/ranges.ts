/** The largest value of a PostgreSQL `integer` column: ids above it cannot exist, and sending one makes the database throw. */
export const INT4_MAX = 2_147_483_647

/** True for a whole number that an `integer` id column can hold (ids start at 1). */
export const isStorableId = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= INT4_MAX
