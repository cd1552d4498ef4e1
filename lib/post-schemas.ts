import { z } from './zod.ts'
import { chosenId } from './newsroom-schemas.ts'
import { isStorableId, storableIdOf } from './validation/ranges.ts'

/**
 * The item editor's form (articles, pages and the sections' items): one form, several buttons
 * (`intent`), so one schema per button. A section's own fields (`f.{name}`) are read by its field
 * list in lib/section-fields.ts, which knows each type's fields and messages.
 */

/** Text as sent, cut at `max` characters (the field's own maxLength keeps a person within it). */
const cut = (max: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((text: string | undefined) => (text ?? '').slice(0, max)),
  )
/** Records ticked (topics, categories): the ids a column can hold, at most 20. */
const ids = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())])),
  z.transform((raw: string | string[] | undefined) =>
    [raw ?? []]
      .flat()
      .map(storableIdOf)
      .filter((id): id is number => id !== null && isStorableId(id))
      .slice(0, 20),
  ),
)
const seoText = (max: number, shown: number) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters (search engines show about ${shown})`))), '')

/** What every item has; tags are articles', categories videos'. */
export const PostFields = z.object({
  title: cut(1000),
  slug: cut(200),
  excerpt: cut(5000),
  contentHtml: cut(500_000),
  topicIds: ids,
  authorId: chosenId,
  featuredMediaId: chosenId,
  tags: z.optional(
    z.pipe(
      cut(2000),
      z.transform((text: string) => text.split(',')),
    ),
  ),
  videoCategoryIds: z.optional(ids),
})
/**
 * An item as the posts service takes it: `contentHtml` sanitised by the caller (as the site
 * renders it), `fields` the type's own fields, checked, merged over the stored ones.
 */
export type PostInput = z.output<typeof PostFields> & { fields?: Record<string, unknown> }

const itemFields = {
  ...PostFields.shape,
  /** An article's title and description for search engines and shared links; empty: its title and deck. */
  seoTitle: seoText(120, 60),
  seoDescription: seoText(300, 155),
  f: z.optional(z.record(z.string(), z.unknown())),
  /** The save the form was opened on (the item's last change, ISO): a colleague's later save is not overwritten unseen. */
  savedAt: z.optional(z.string().check(z.maxLength(40))),
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/
/** When to publish, as the editor's date-time field sends it (UTC). */
const publishAt = z.pipe(
  z.string({ error: 'Choose a date and time' }).check(
    z.regex(DATE_TIME, 'Choose a date and time'),
    z.refine((raw) => !Number.isNaN(Date.parse(`${raw}Z`)), 'Choose a date and time'),
  ),
  z.transform((raw: string) => new Date(`${raw.length === 16 ? `${raw}:00` : raw}Z`)),
)

export const PostAction = z.discriminatedUnion('intent', [
  // `autosave`: the editor's own save of a draft while its writer types; a published item refuses it.
  z.object({ intent: z._default(z.optional(z.enum(['save', 'publish', 'autosave'])), 'save'), ...itemFields }),
  z.object({ intent: z.literal('schedule'), ...itemFields, publishAt }),
  z.object({ intent: z.enum(['unpublish', 'trash', 'restore', 'make-current']) }),
  z.object({ intent: z.literal('revision'), revisionId: chosenId }),
])
export type PostActionValue = z.output<typeof PostAction>
