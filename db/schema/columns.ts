import { integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * Column builders for the shapes every table repeats. Each call makes a new builder (a builder
 * belongs to one table), and each keeps the column's name and SQL as written by hand before.
 */

export const rowId = () => serial('id').primaryKey()

/** A moment in time, always stored with its zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true })

export const createdAt = () => moment('created_at').notNull().defaultNow()

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: moment('updated_at').notNull().defaultNow() })

/** A row that lives and dies with its parent: required, deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' })

/** A row that names another but outlives it: the reference becomes null. */
export const mentions = (name: string, other: () => AnyPgColumn) => integer(name).references(other, { onDelete: 'set null' })

/** Who a person says they are, as the account and the lead forms ask it; empty when not given. */
export const personColumns = () => ({
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  company: text('company').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  phone: text('phone').notNull().default(''),
})
