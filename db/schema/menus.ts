import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Navigation menus as editors write them: an HTML fragment per location and site. */
export const menus = pgTable('menus', {
  location: text('location').$type<MenuLocation>().primaryKey(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type MenuLocation = 'header' | 'footer'
