import { data, type AppLoadContext } from 'react-router'
import { isServiceError } from '#server/services/errors.ts'
import type { ArticleInput } from '#server/services/newsroom/articles.ts'

const text = (form: FormData, key: string) => String(form.get(key) ?? '')

/** The article form's fields; the body is sanitised here exactly as the site sanitises what it shows. */
export function articleInputOf(context: AppLoadContext, form: FormData): ArticleInput {
  const authorId = Number(text(form, 'authorId'))
  const featuredMediaId = Number(text(form, 'featuredMediaId'))
  return {
    title: text(form, 'title').slice(0, 1000),
    slug: text(form, 'slug').slice(0, 200),
    excerpt: text(form, 'excerpt').slice(0, 5000),
    contentHtml: context.sanitizeContent(text(form, 'contentHtml').slice(0, 500_000)),
    topicIds: form
      .getAll('topicIds')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
      .slice(0, 20),
    authorId: Number.isInteger(authorId) && authorId > 0 ? authorId : null,
    featuredMediaId: Number.isInteger(featuredMediaId) && featuredMediaId > 0 ? featuredMediaId : null,
    tags: text(form, 'tags').slice(0, 2000).split(','),
  }
}

/** A service's refusal as the form's answer: field messages with 400, a 403 or 404 page for the rest. */
export function refusal(error: unknown) {
  if (!isServiceError(error)) throw error
  if (error.code === 'not_found' || error.code === 'forbidden') throw data({ message: error.message }, { status: error.code === 'forbidden' ? 403 : 404 })
  return data({ error: error.message, fields: error.details.fields ?? {}, done: null }, { status: error.code === 'validation_failed' ? 400 : 503 })
}

export const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)
