import type { Context } from 'hono'
import { parseParams, type ParamSpec, type ParsedParams } from './params.ts'
import { parseFieldList, pickFields } from './shape.ts'
import { wpError, wpInvalidParams } from './wp-errors.ts'
import { apiRootLink } from './wp-headers.ts'

/** How every /wp-json endpoint answers: validated parameters, WordPress's collection headers, `_fields`. */
export function createResponders(siteUrl: string) {
  function parsed<S extends ParamSpec>(c: Context, spec: S): ParsedParams<S> | Response {
    const result = parseParams(spec, c.req.query())
    return result.ok ? result.value : wpInvalidParams(c, result.problems)
  }

  /**
   * X-WP-Total, X-WP-TotalPages and Link, as WordPress sets them on every collection. A null
   * total was not counted (the caller sent `Prefer: count=none`): the totals are left out and
   * the next-page link is given when the page is full.
   */
  function collection<T>(c: Context, items: T[], total: number | null, perPage: number, page: number) {
    const totalPages = total === null ? (items.length === perPage ? page + 1 : page) : Math.ceil(total / perPage)
    if (total !== null && page > 1 && page > totalPages) {
      return wpError(c, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.')
    }
    if (total === null) c.header('Preference-Applied', 'count=none')
    else {
      c.header('X-WP-Total', String(total))
      c.header('X-WP-TotalPages', String(totalPages))
    }
    const url = new URL(c.req.url)
    // WordPress names the route without a trailing slash, however it was asked for.
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    const pageLink = (n: number) => {
      const params = new URLSearchParams(url.search)
      params.set('page', String(n))
      return `${siteUrl}${pathname}?${params.toString().replace(/_embed=(&|$)/, '_embed$1')}`
    }
    const links: string[] = []
    if (page > 1) links.push(`<${pageLink(page - 1)}>; rel="prev"`)
    if (page < totalPages) links.push(`<${pageLink(page + 1)}>; rel="next"`)
    c.header('Link', links.length > 0 ? links.join(', ') : apiRoot())
    const fields = parseFieldList(c.req.query('_fields'))
    return c.json(items.map((item) => pickFields(item as Record<string, unknown>, fields)))
  }

  function single<T extends Record<string, unknown>>(c: Context, item: T) {
    return c.json(pickFields(item, parseFieldList(c.req.query('_fields'))))
  }

  /** The Link WordPress sends on answers that have no page of their own. */
  const apiRoot = () => apiRootLink(siteUrl)

  /** Whether the caller asked, RFC 7240 style, for the collection without its total. */
  const countTotal = (c: Context) => !/(^|[\s,;])count=none($|[\s,;])/.test(c.req.header('Prefer') ?? '')

  /** Whether the answer shows posts' bodies: not when `_fields` leaves `content` out. */
  const showsBody = (c: Context) => {
    const fields = parseFieldList(c.req.query('_fields'))
    return !fields || fields.some((field) => field === 'content' || field.startsWith('content.'))
  }

  return { parsed, collection, single, apiRoot, countTotal, showsBody }
}

export type Responders = ReturnType<typeof createResponders>
