import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { SEARCH_KIND_LABELS } from '#lib/search-types.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { controlCharactersAsSpaces } from '#lib/validation/control-characters.ts'
import { isContentUnavailable } from '../content-reads.server.ts'
import { publicReadHeaders } from '../public-reads.server.ts'

export const handle: QueryHandle = { readsQuery: ['q'] }

/** The header's search box takes as much (its maxlength); the content API refuses more. */
export const MAX_SUGGESTION_QUERY = 200
/** A short list under the box. */
const SUGGESTIONS = 8
/** One letter matches too much to suggest anything useful. */
const MIN_QUERY = 2

const JSON_TYPE = 'application/json; charset=utf-8'

function problem(context: AppLoadContext, status: 400 | 503, code: string, message: string, fields?: Record<string, string>) {
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' }
  if (status === 503) headers['Retry-After'] = '30'
  return new Response(JSON.stringify({ error: { code, message, ...(fields && { fields }) }, requestId: context.requestId }), { status, headers })
}

/**
 * GET /search-suggestions?q=words: the titles of the best matches across every kind, for the
 * header's combobox (docs/decisions/064). The same for every visitor, so caches keep it like a
 * page. Control characters read as spaces, as on the search page; a query longer than the box
 * allows is refused; a plain WordPress (no site search) suggests nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const raw = new URL(request.url).searchParams.get('q') ?? ''
  if (raw.length > MAX_SUGGESTION_QUERY) return problem(context, 400, 'validation_failed', 'Check the marked fields', { q: `At most ${MAX_SUGGESTION_QUERY} characters` })
  const query = controlCharactersAsSpaces(raw).replace(/\s+/g, ' ').trim()
  let found: Awaited<ReturnType<AppLoadContext['content']['suggestSite']>> = []
  try {
    if (query.length >= MIN_QUERY) found = await context.content.suggestSite(query, SUGGESTIONS)
  } catch (error) {
    if (!isContentUnavailable(error)) throw error
    context.log.warn({ event: 'content.unavailable', err: error }, 'search suggestions unavailable')
    return problem(context, 503, 'content_unavailable', 'Suggestions are briefly unavailable')
  }
  const suggestions = (found ?? []).map((hit) => ({ title: hit.title, kind: hit.kind, label: SEARCH_KIND_LABELS[hit.kind], path: hit.path }))
  return new Response(JSON.stringify({ query, suggestions }), { headers: publicReadHeaders(JSON_TYPE) })
}
