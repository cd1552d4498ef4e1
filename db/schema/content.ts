import type { Taxonomy } from '#lib/content-model.ts'
import type { SectionType } from '#lib/sections.ts'
import { users } from './accounts.ts'
import { sql, type SQL } from 'drizzle-orm'
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, mentions, moment, rowId } from './columns.ts'

/** WordPress post types served by the content service; one table, Ghost-style. */
export type PostType = 'post' | 'page' | SectionPostType
/** The custom post types of the sections (named as WordPress registers them: the REST base), from the catalogue. */
export type SectionPostType = SectionType
/** `future`: scheduled, published by the job queue at `publishedAt`; `trash`: kept for restoring. Only `publish` is public. */
export type PostStatus = 'publish' | 'draft' | 'future' | 'trash'

/** Where an item's fields name people and companies (JSON paths into `acf`). */
const SEARCHED_NAME_PATHS = ['$.entries[*].company', '$.winners[*].company', '$.presenter.name', '$.panelists[*].name', '$.speakers[*].name', '$.sponsor.name']

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const authors = pgTable('authors', {
  id: rowId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  jobTitle: text('job_title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatarMediaId: integer('avatar_media_id'),
})

export interface MediaSize {
  file: string
  width: number
  height: number
  filesize: number
  mimeType: string
}

/** Uploaded files; `file` is relative to the uploads folder (WordPress's wp-content/uploads). */
export const media = pgTable(
  'media',
  {
    id: rowId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    altText: text('alt_text').notNull().default(''),
    caption: text('caption').notNull().default(''),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    file: text('file').notNull(),
    filesize: integer('filesize').notNull().default(0),
    sizes: jsonb('sizes')
      .$type<Record<string, MediaSize>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    uploadedAt: moment('uploaded_at').notNull().defaultNow(),
  },
  (table) => [index('media_uploaded_idx').on(table.uploadedAt, table.id)],
)

export const posts = pgTable(
  'posts',
  {
    id: rowId(),
    type: text('type').$type<PostType>().notNull(),
    status: text('status').$type<PostStatus>().notNull().default('publish'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    authorId: mentions('author_id', () => authors.id),
    featuredMediaId: mentions('featured_media_id', () => media.id),
    sticky: boolean('sticky').notNull().default(false),
    parentId: integer('parent_id').notNull().default(0),
    menuOrder: integer('menu_order').notNull().default(0),
    publishedAt: moment('published_at').notNull().defaultNow(),
    modifiedAt: moment('modified_at').notNull().defaultNow(),
    acf: jsonb('acf')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The staff account that created it in the back office (null for seeded and imported content). */
    createdBy: mentions('created_by', () => users.id),
    /** Title weighs most, then the excerpt, then the body (tags stripped); stemmed English. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${posts.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${posts.excerpt}, '')), 'B') || setweight(to_tsvector('english', regexp_replace(coalesce(${posts.contentHtml}, ''), '<[^>]+>', ' ', 'g')), 'C')`,
    ),
    /**
     * The people and companies an item names, for search: list entries and award winners,
     * presenters, panelists, speakers and the sponsor (unstemmed: names are not English words).
     */
    searchNames: tsvector('search_names').generatedAlwaysAs((): SQL =>
      sql.raw(`to_tsvector('simple', ${SEARCHED_NAME_PATHS.map((path) => `coalesce(jsonb_path_query_array("posts"."acf", '${path}')::text, '')`).join(" || ' ' || ")})`),
    ),
  },
  (table) => [
    uniqueIndex('posts_type_slug_unique').on(table.type, table.slug),
    index('posts_type_status_published_idx').on(table.type, table.status, table.publishedAt),
    // The back office lists each kind by last change.
    index('posts_type_modified_idx').on(table.type, table.modifiedAt, table.id),
    index('posts_author_idx').on(table.authorId),
    index('posts_search_idx').using('gin', table.searchVector),
    // Search's typo tolerance, prefix and near-exact title matches (pg_trgm, migration 0018).
    index('posts_search_names_idx').using('gin', table.searchNames),
    index('posts_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    // Search on a large store (migration 0024, docs/decisions/074): the newest published matches first.
    index('posts_published_idx')
      .on(table.publishedAt, table.id)
      .where(sql`${table.status} = 'publish'`),
  ],
)

export const terms = pgTable(
  'terms',
  {
    id: rowId(),
    taxonomy: text('taxonomy').$type<Taxonomy>().notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id').notNull().default(0),
    /** Registered term meta shown in the REST answer (a blog's `blog_owner`, a user id); empty for most terms. */
    meta: jsonb('meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [uniqueIndex('terms_taxonomy_slug_unique').on(table.taxonomy, table.slug)],
)

/** Topics and tags of a post, in the order the editor gave them (the first topic is the primary one). */
export const postTerms = pgTable(
  'post_terms',
  {
    postId: belongsTo('post_id', () => posts.id),
    termId: belongsTo('term_id', () => terms.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.postId, table.termId] }), index('post_terms_term_idx').on(table.termId, table.postId)],
)

/**
 * Site-wide settings as ACF options-page fields store them: one value per field name
 * (`current_issue` and `daily_video` hold a post id).
 */
export const siteOptions = pgTable('site_options', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
})

export type Post = typeof posts.$inferSelect
/** A row as the stores read it: everything but the search vectors. */
export type Page = Omit<Post, 'searchVector' | 'searchNames'>
export type NewPost = typeof posts.$inferInsert
export type Author = typeof authors.$inferSelect
export type Media = typeof media.$inferSelect
export type Term = typeof terms.$inferSelect

/** Each saved state of a post before it was changed in the back office, for the diff and restore. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: rowId(),
    postId: belongsTo('post_id', () => posts.id),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    /** The type's own fields as they were (a webinar's time, a list's entries). */
    acf: jsonb('acf')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    savedBy: mentions('saved_by', () => users.id),
    savedAt: moment('saved_at').notNull().defaultNow(),
  },
  (table) => [index('post_revisions_post_idx').on(table.postId, table.savedAt)],
)
