import type { AppLoadContext } from 'react-router'
import type { PostFields, PostInput } from '#lib/post-schemas.ts'
import { isSectionType, readSectionFields, SPONSOR_PICKS, type SponsorChoice } from '#lib/section-fields.ts'
import type { z } from '#lib/zod.ts'
import { ServiceError } from '#lib/service-errors.ts'
import type { PostKind } from './post-kinds.ts'

type ItemForm = z.output<typeof PostFields> & { seoTitle: string; seoDescription: string }

/**
 * An item as the posts service takes it, from its form (read by `PostAction`): the body sanitised
 * exactly as the site sanitises what it shows, tags for articles, categories for videos, and a
 * section's own fields laid over the stored ones. Wrong section fields are refused with their
 * messages, nothing saved.
 */
export function postInputOf(context: AppLoadContext, kind: PostKind, value: ItemForm, form: FormData, stored: Record<string, unknown>, sponsors: Sponsors): PostInput {
  const input: PostInput = {
    title: value.title,
    slug: value.slug,
    excerpt: value.excerpt,
    contentHtml: context.sanitizeContent(value.contentHtml),
    topicIds: value.topicIds,
    authorId: value.authorId,
    featuredMediaId: value.featuredMediaId,
    tags: kind.type === 'post' ? (value.tags ?? []) : undefined,
    videoCategoryIds: kind.type === 'videos' ? (value.videoCategoryIds ?? []) : undefined,
  }
  if (kind.type === 'post') return { ...input, fields: { seo_title: value.seoTitle, seo_description: value.seoDescription } }
  if (!isSectionType(kind.type)) return input
  const { fields, errors } = readSectionFields(kind.type, form, stored, sponsors)
  if (!input.title.trim()) errors.title = `Give the ${kind.noun} a title`
  if (Object.keys(errors).length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields: errors })
  // A list's introduction is its body (the page shows it above the entries).
  if (kind.type === 'lists') fields.introduction = input.contentHtml
  return { ...input, fields }
}

/** What a section item's form sent, to show again when the save is refused. */
export const sentSectionFields = (kind: PostKind, form: FormData, stored: Record<string, unknown>, sponsors: Sponsors) =>
  isSectionType(kind.type) ? readSectionFields(kind.type, form, stored, sponsors).fields : null

type Sponsors = ReadonlyMap<string, SponsorChoice> | undefined

/** The sponsor companies an item of this kind picks its sponsor from; none for a kind without a sponsor. */
export const sponsorsFor = async (context: AppLoadContext, kind: PostKind): Promise<Sponsors> => (isSectionType(kind.type) && SPONSOR_PICKS[kind.type] ? context.sponsorCompanies.choices() : undefined)
