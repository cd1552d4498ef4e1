import { data, type AppLoadContext } from 'react-router'
import type { ContentPage } from '#lib/content-model.ts'

/** The server bundle and the app build each hold their own copy of the class: compare names. */
export function isContentUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'ContentUnavailableError'
}

/** Runs content reads for a loader: when the CMS cannot answer, the page is a 503, not a crash. */
export async function withContent<T>(context: AppLoadContext, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isContentUnavailable(error)) {
      context.log.warn({ event: 'content.unavailable', err: error }, 'content service unavailable')
      throw data(null, { status: 503 })
    }
    throw error
  }
}

/** Loads a CMS page for rendering: 404 when it is missing, 503 when the CMS cannot answer. */
export async function loadContentPage(context: AppLoadContext, load: () => Promise<ContentPage | null>) {
  const page = await withContent(context, load)
  if (!page) throw data(null, { status: 404 })
  return { title: page.title, description: page.description, html: context.sanitizeContent(page.contentHtml) }
}
