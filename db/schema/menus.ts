import { pgTable, text } from 'drizzle-orm/pg-core'
import type { MenuLocation } from '#lib/newsroom-schemas.ts'
import { moment } from './columns.ts'

/** Navigation menus as editors write them: an HTML fragment per location and site. */
export const menus = pgTable('menus', {
  location: text('location').$type<MenuLocation>().primaryKey(),
  html: text('html').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
})
