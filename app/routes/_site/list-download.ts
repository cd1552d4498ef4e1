import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import type { ListEdition } from '#lib/content-model.ts'
import { LIST_TERMS_PATH, listDownloadTerms } from '#lib/list-downloads.ts'
import { declaredListFamily, FAMILY_SLUG, isListYear, resolveListFamily } from '#lib/list-families.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { isContentUnavailable } from '../content-reads.server.ts'
import { REDIRECT_CACHE_CONTROL } from '../http-responses.server.ts'
import { publicReadHeaders } from '../public-reads.server.ts'
import { editionCsv, rowsOf } from './list-download.server.ts'

export const handle: QueryHandle = { readsQuery: ['sort', 'dir', 'segment', 'hq', 'size', 'q'] }

const plain = (status: 404 | 503, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...(status === 503 && { 'Retry-After': '30' }) } })

/**
 * /lists/{year}/{slug}/entries.csv and .json: one edition as a file (docs/decisions/064), the
 * entries in the view the page's address names (segment, headquarters, size band, company, sort) or the
 * award's winners. CSV with a BOM for spreadsheets, every cell that could start a formula defused;
 * the publisher's terms in the JSON and as the `license` link. Cached like the page.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url)
  const format = url.pathname.endsWith('.json') ? 'json' : 'csv'
  const requested = params.slug ?? ''
  // One of the spec's families, or (when an edition of it exists) one its editions declare.
  const resolved = resolveListFamily(requested, context.env.SITE_NAME)
  const year = params.year ?? ''
  if ((!resolved && !FAMILY_SLUG.test(requested)) || !isListYear(year)) return plain(404, 'No such list edition')
  if (resolved?.isAlias) return new Response(null, { status: 301, headers: { Location: `/lists/${year}/${resolved.slug}/entries.${format}${url.search}`, 'Cache-Control': REDIRECT_CACHE_CONTROL } })
  const slug = resolved?.slug ?? requested
  let edition: ListEdition | null
  try {
    edition = await context.content.getList(slug, Number(year))
  } catch (error) {
    if (!isContentUnavailable(error)) throw error
    context.log.warn({ event: 'content.unavailable', err: error }, 'list download unavailable')
    return plain(503, 'The list is briefly unavailable')
  }
  const family = edition && (resolved ?? declaredListFamily(slug, [edition]))
  if (!edition || !family) return plain(404, 'No such list edition')
  const siteUrl = context.env.SITE_URL
  const rows = rowsOf(edition, url, edition.kind === 'award' ? new Map() : await context.companies.profiles.entryCompanies(edition.id), siteUrl)
  const fileName = `${slug}-${year}.${format}`
  const headers = {
    ...publicReadHeaders(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8'),
    'Content-Disposition': `attachment; filename="${fileName}"`,
    Link: `<${siteUrl}${LIST_TERMS_PATH}>; rel="license"`,
  }
  if (format === 'json') {
    const about = { title: edition.title || `${family.name} ${year}`, year: edition.year, kind: edition.kind, url: `${siteUrl}${edition.path}`, metric_label: edition.metricLabel }
    const terms = { text: listDownloadTerms(context.env.SITE_NAME), url: `${siteUrl}${LIST_TERMS_PATH}` }
    return new Response(JSON.stringify({ edition: about, terms, [edition.kind === 'award' ? 'winners' : 'entries']: rows }), { headers })
  }
  const csv = editionCsv(edition, rows)
  return new Response(csv, { headers })
}
