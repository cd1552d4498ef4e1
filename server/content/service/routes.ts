import { Hono, type Context } from 'hono'
import type { Database } from '#db/client.ts'
import { parsePageParams } from './params.ts'
import { findPageById, listPages } from './pages-store.ts'
import { serializePage } from './serialize-page.ts'
import { wpError, wpInvalidParams } from './wp-errors.ts'

export interface ContentServiceDeps {
  db: Database
  siteUrl: string
}

/** Headers WordPress sets on every collection answer. */
function setCollectionHeaders(c: Context, siteUrl: string, total: number, perPage: number, page: number) {
  const totalPages = Math.ceil(total / perPage)
  c.header('X-WP-Total', String(total))
  c.header('X-WP-TotalPages', String(totalPages))
  const url = new URL(c.req.url)
  const base = `${siteUrl}${url.pathname}`
  const links: string[] = []
  const pageLink = (n: number) => {
    const params = new URLSearchParams(url.search)
    params.set('page', String(n))
    return `${base}?${params.toString()}`
  }
  if (page > 1 && page <= totalPages + 1) links.push(`<${pageLink(page - 1)}>; rel="prev"`)
  if (page < totalPages) links.push(`<${pageLink(page + 1)}>; rel="next"`)
  c.header('Link', links.length > 0 ? links.join(', ') : `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`)
}

/** The WordPress-compatible content API, mounted at /wp-json. */
export function createContentService({ db, siteUrl }: ContentServiceDeps) {
  const app = new Hono()

  app.use(async (c, next) => {
    await next()
    c.header('Allow', 'GET')
  })

  app.get('/wp/v2/pages', async (c) => {
    const parsed = parsePageParams(c.req.query())
    if (!parsed.ok) return wpInvalidParams(c, parsed.problems)
    const { perPage, page, slug } = parsed.value
    const { rows, total } = await listPages(db, { slug, perPage, page })
    if (page > 1 && (page - 1) * perPage >= total) {
      return wpError(c, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.')
    }
    setCollectionHeaders(c, siteUrl, total, perPage, page)
    return c.json(rows.map((row) => serializePage(row, siteUrl)))
  })

  app.get('/wp/v2/pages/:id{[0-9]+}', async (c) => {
    const page = await findPageById(db, Number(c.req.param('id')))
    if (!page) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
    c.header('Link', `<${siteUrl}/${page.slug}/>; rel="alternate"; type=text/html`)
    return c.json(serializePage(page, siteUrl))
  })

  // A mounted sub-app's notFound is not consulted: end the /wp-json space explicitly.
  app.all('*', (c) => wpError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.'))
  return app
}
