/** What a form gives for an item of any post type: derived from the editor's schema (lib/post-schemas.ts). */
export type { PostInput } from '#lib/post-schemas.ts'
