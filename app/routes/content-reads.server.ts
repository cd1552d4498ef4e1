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

/**
 * Reads a side part of a page (a home module, a search group, suggestions): when the CMS cannot
 * answer, the page goes on without it and the failure is logged (spec §8), instead of a 503.
 */
export async function readSidePart<T>(context: AppLoadContext, name: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!isContentUnavailable(error)) throw error
    context.log.warn({ event: 'content.module_unavailable', module: name, err: error }, 'page part left out')
    context.markPartial()
    return fallback
  }
}

/** Loads a CMS page for rendering: 404 when it is missing, 503 when the CMS cannot answer. */
export async function loadContentPage(context: AppLoadContext, load: () => Promise<ContentPage | null>) {
  const page = await withContent(context, load)
  if (!page) throw data(null, { status: 404 })
  return renderedPage(context, page)
}

/** A CMS page as the page view draws it: its body sanitised. */
export function renderedPage(context: AppLoadContext, page: ContentPage) {
  return { title: page.title, description: page.description, html: context.sanitizeContent(page.contentHtml) }
}
