import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** WordPress post types served by the content service; one table, Ghost-style. */
export type PostType = 'post' | 'page'
export type PostStatus = 'publish' | 'draft'

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<PostType>().notNull(),
    status: text('status').$type<PostStatus>().notNull().default('publish'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    parentId: integer('parent_id').notNull().default(0),
    menuOrder: integer('menu_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    acf: jsonb('acf').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    uniqueIndex('posts_type_slug_unique').on(table.type, table.slug),
    index('posts_type_status_published_idx').on(table.type, table.status, table.publishedAt),
  ],
)

export type Post = typeof posts.$inferSelect
export type NewPost = typeof posts.$inferInsert
