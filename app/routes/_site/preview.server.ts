import type { AppLoadContext } from 'react-router'
import { renderedPage, withContent } from '../content-reads.server.ts'
import { notFound } from '../http-responses.server.ts'
import { articleViewData } from './article.server.ts'

const ID = /^\d{1,9}$/

/** The draft behind a signed preview link; 404 for a missing, bad or expired link. */
export async function loadPreview(context: AppLoadContext, query: URLSearchParams) {
  const [type, id, token] = [query.get('type'), query.get('id') ?? '', query.get('token') ?? '']
  if ((type !== 'post' && type !== 'page') || !ID.test(id) || !token || token.length > 200) throw notFound()
  const preview = await withContent(context, () => context.content.getPreview(type, Number(id), token))
  if (!preview) throw notFound()
  return preview.type === 'page'
    ? { kind: 'page' as const, page: renderedPage(context, preview.page) }
    : { kind: 'article' as const, article: await articleViewData(context, preview.article) }
}
