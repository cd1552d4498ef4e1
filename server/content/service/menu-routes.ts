import { Hono } from 'hono'
import type { Database } from '#db/client.ts'
import type { MenuLocation } from '#lib/newsroom-schemas.ts'
import { getMenuHtml } from './menus-store.ts'

/** The site backend's menu endpoints: `?site=p` selects this publication, `&format=json` wraps the HTML. */
export function createMenuRoutes(db: Database) {
  const app = new Hono()
  const serve = (location: MenuLocation) =>
    app.get(`/my${location}_menu`, async (c) => {
      if (c.req.query('site') !== 'p') return c.json({ error: { code: 'not_found', message: 'Unknown site' } }, 404)
      const html = await getMenuHtml(db, location)
      if (html === null) return c.json({ error: { code: 'not_found', message: 'No menu at this location' } }, 404)
      c.header('Cache-Control', 'public, max-age=60')
      return c.req.query('format') === 'json' ? c.json(html) : c.html(html)
    })
  serve('header')
  serve('footer')
  return app
}
