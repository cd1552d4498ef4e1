/** What a form gives for an item of any post type. */
export interface PostInput {
  title: string
  /** Empty: made from the title. */
  slug: string
  excerpt: string
  /** Already sanitised by the caller's sanitiser (the same one the site renders with). */
  contentHtml: string
  topicIds: number[]
  authorId: number | null
  /** From the media library; null for none. */
  featuredMediaId: number | null
  /** The video library's categories (videos only). */
  videoCategoryIds?: number[]
  /** Tag names (articles only); a new name makes a new tag. */
  tags?: string[]
  /** The type's own fields (ACF's names), already checked; merged over the stored ones, so fields a form leaves out stay. */
  fields?: Record<string, unknown>
}
