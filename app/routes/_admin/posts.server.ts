import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { fileFieldsOf, isSectionType, readSectionFields } from '#lib/section-fields.ts'
import { formFieldsWithNul } from '#lib/validation/control-characters.ts'
import { isStorableId, storableIdOf } from '#lib/validation/ranges.ts'
import { MESSAGES } from '#lib/validation-messages.ts'
import { isServiceError, SERVICE_STATUS, ServiceError } from '#lib/service-errors.ts'
import type { PostInput, PostsOfType, StaffMember } from '#server/load-context.ts'
import { kindOfSegment, type PostKind } from './post-kinds.ts'
import { requireStaff } from './require-staff.server.ts'

const text = (form: FormData, key: string) => String(form.get(key) ?? '')

/**
 * The signed-in staff member, the kind of item the address names (/admin/articles… or
 * /admin/content/{segment}…) and its service: 404 for an unknown kind, 403 for a role that may not
 * work on it (articles are everyone's who writes; pages and sections are the editors').
 */
export async function staffForKind(args: LoaderFunctionArgs<AppLoadContext>): Promise<{ user: StaffMember; kind: PostKind; admin: PostsOfType }> {
  const kind = kindOfSegment(args.params.section)
  const { user } = await requireStaff(args, kind?.type === 'post' ? 'content:draft' : 'content:structure')
  if (!kind) throw data({ message: 'No such part of the back office' }, { status: 404 })
  return { user, kind, admin: args.context.postAdmin.of(kind.type) }
}

/**
 * An item's form: the fields every item has (the body sanitised exactly as the site sanitises what
 * it shows), tags for articles, and a section's own fields laid over the stored ones. Wrong section
 * fields are refused with their messages, nothing saved.
 */
export function postInputOf(context: AppLoadContext, kind: PostKind, form: FormData, stored: Record<string, unknown> = {}): PostInput {
  refuseUnstorable(form)
  const contentHtml = context.sanitizeContent(text(form, 'contentHtml').slice(0, 500_000))
  const input: PostInput = {
    title: text(form, 'title').slice(0, 1000),
    slug: text(form, 'slug').slice(0, 200),
    excerpt: text(form, 'excerpt').slice(0, 5000),
    contentHtml,
    topicIds: idsOf(form, 'topicIds'),
    authorId: storableIdOf(text(form, 'authorId')),
    featuredMediaId: storableIdOf(text(form, 'featuredMediaId')),
    tags: kind.type === 'post' ? text(form, 'tags').slice(0, 2000).split(',') : undefined,
    videoCategoryIds:
      kind.type === 'videos'
        ? idsOf(form, 'videoCategoryIds')
        : undefined,
  }
  if (kind.type === 'post') return { ...input, fields: seoFieldsOf(form) }
  if (!isSectionType(kind.type)) return input
  const { fields, errors } = readSectionFields(kind.type, form, stored)
  if (!input.title.trim()) errors.title = `Give the ${kind.noun} a title`
  if (Object.keys(errors).length)
    throw new ServiceError('validation_failed', 'Check the marked fields', {
      fields: errors,
    })
  // A list's introduction is its body (the page shows it above the entries).
  if (kind.type === 'lists') fields.introduction = contentHtml
  return { ...input, fields }
}

/**
 * The files a section item's form brought (a resource's download, an issue's digital edition),
 * stored and named in its fields; a field left without a new file keeps the one it has. A file that
 * is not a PDF is refused with the field's message, nothing saved.
 */
export async function storedFiles(context: AppLoadContext, kind: PostKind, form: FormData): Promise<Record<string, unknown>> {
  if (!isSectionType(kind.type)) return {}
  const fields: Record<string, unknown> = {}
  for (const field of fileFieldsOf(kind.type)) {
    const file = form.get(`f.${field.name}`)
    if (!(file instanceof File) || file.size === 0) continue
    try {
      const stored = await context.documents.store({ fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()), gated: field.gated === true })
      fields[field.name] = stored.url
      if (kind.type === 'resources') Object.assign(fields, { file_type: stored.mimeType, file_size: stored.size })
    } catch (error) {
      if (isServiceError(error) && error.code === 'validation_failed') throw new ServiceError('validation_failed', 'Check the marked fields', { fields: { [`f.${field.name}`]: `${field.label}: ${error.message}` } })
      throw error
    }
  }
  return fields
}

/** An article's title and description for search engines and shared links; empty: its title and deck. */
function seoFieldsOf(form: FormData) {
  const [title, description] = [text(form, 'seoTitle').trim(), text(form, 'seoDescription').trim()]
  const errors: Record<string, string> = {}
  if (title.length > 120) errors.seoTitle = 'At most 120 characters (search engines show about 60)'
  if (description.length > 300) errors.seoDescription = 'At most 300 characters (search engines show about 155)'
  if (Object.keys(errors).length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields: errors })
  return { seo_title: title, seo_description: description }
}

/**
 * A service's refusal as the form's answer: field messages with 400 (and, for a form that shows them
 * again, the values sent), a 403 or 404 page for the rest.
 */
export function refusal(error: unknown, sent: Record<string, unknown> | null = null) {
  if (!isServiceError(error)) throw error
  if (error.code === 'not_found' || error.code === 'forbidden') throw data({ message: error.message }, { status: error.code === 'forbidden' ? 403 : 404 })
  return data(
    {
      error: error.message,
      fields: error.details.fields ?? {},
      done: null,
      sent,
    },
    { status: SERVICE_STATUS[error.code] },
  )
}

/** What a section item's form sent, to show again when the save is refused. */
export const sentSectionFields = (kind: PostKind, form: FormData, stored: Record<string, unknown>) => (isSectionType(kind.type) ? readSectionFields(kind.type, form, stored).fields : null)

export const idOf = (raw: string | undefined) => storableIdOf(raw)

/** A form's chosen records (topics, categories): the ids a column can hold, at most 20. */
const idsOf = (form: FormData, key: string) =>
  form
    .getAll(key)
    .map(storableIdOf)
    .filter((id): id is number => id !== null && isStorableId(id))
    .slice(0, 20)

/**
 * Every back-office form read by hand (not through a schema) passes here first: a field holding
 * what PostgreSQL cannot store (a NUL, a lone surrogate) is refused with its field's message, as
 * `parseForm` refuses it on the site's forms (decision 019), before anything reaches the database.
 */
export function refuseUnstorable(form: FormData): void {
  const names = formFieldsWithNul(form)
  if (names.length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields: Object.fromEntries(names.map((name) => [name, MESSAGES.invalidCharacters])) })
}
