import { Hono } from 'hono'
import type { Logger } from 'pino'
import type { NewsletterFeedback } from '../services/newsletters/feedback/feedback.ts'

/** A transparent 1×1 GIF (43 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** Nobody keeps a copy: each click and each first open is counted here, not in a cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

const REFUSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Link not valid</title></head><body><h1>This link is not valid</h1><p>It may have been copied incompletely. The newsletter's other links still work, and <a href="/">the home page</a> is here.</p></body></html>`

const isWebAddress = (url: string) => /^https?:\/\//i.test(url)
/** A browser's speculative fetch (Sec-Purpose: prefetch, or the older Purpose): nobody clicked yet. */
const isPrefetch = (purpose: string | undefined) => !!purpose && /\bprefetch\b/i.test(purpose)

/**
 * The newsletters' click redirects (/n/c/{issue}/{position}/{signature}) and open pixels
 * (/n/o/{issue}/{subscription}/{signature}). Mounted before the session and the page cache: they
 * read no cookie, set none, and are never cached. Only a GET counts: a HEAD (a link checker, a
 * mail scanner's look) or a browser's prefetch is answered alike and changes nothing. A scanner
 * that follows links with GET (as some do) is counted: nothing in its request tells it apart.
 */
export function newsletterLinkRoutes(feedback: NewsletterFeedback, log: Logger) {
  const app = new Hono()

  app.on(['GET', 'HEAD'], '/n/c/:issue/:position/:signature', async (c) => {
    const { issue, position, signature } = c.req.param()
    const url = await feedback.clickLinks.follow(issue, position, signature, { count: c.req.method === 'GET' && !isPrefetch(c.req.header('Sec-Purpose') ?? c.req.header('Purpose')) })
    if (!url || !isWebAddress(url)) {
      log.info({ event: 'newsletter.link_refused' }, 'newsletter link refused')
      return c.html(REFUSED_PAGE, 404, PRIVATE)
    }
    // A redirect is not a page: the target's Referer is the mail program's, never this signed address, and
    // the site's Referrer-Policy (strict-origin-when-cross-origin) cuts it to an origin on the way out.
    return c.body(null, 302, { ...PRIVATE, Location: url })
  })

  app.on(['GET', 'HEAD'], '/n/o/:issue/:subscription/:signature', async (c) => {
    const { issue, subscription, signature } = c.req.param()
    const outcome = c.req.method === 'GET' ? await feedback.openPixels.record(issue, subscription, signature) : 'not counted'
    if (outcome === 'refused') return c.body(null, 404, PRIVATE)
    const headers = { ...PRIVATE, 'Content-Type': 'image/gif', 'Content-Length': String(PIXEL.length) }
    return c.req.method === 'GET' ? c.body(new Uint8Array(PIXEL), 200, headers) : c.body(null, 200, headers)
  })

  return app
}
