import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { choiceFromForm, consentCookie, PRIVACY_CHOICES_PATH } from '../../lib/consent-cookie.ts'
import { resolveRedirectTarget } from '../../lib/redirect-target.ts'

/** The banner's form is a few fields: anything larger is not it. */
const MAX_BODY_BYTES = 4096
const PRIVATE = { 'Cache-Control': 'private, no-store' }
const REFUSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Choice not saved</title></head><body><h1>Your privacy choice was not saved</h1><p>The form was not one this site sends. <a href="/">Back to the home page</a>, where the privacy choices are at the foot of the page.</p></body></html>`

/**
 * The privacy banner's form, posted when a visitor chooses before the page's script has run (on a
 * slow phone the banner is on screen seconds before): the choice is stored in the same cookie the
 * script writes, and the visitor is sent back to the page they were on (its Referer; the home page without one). Cross-site posts are
 * refused by the origin guard before this, so another site cannot choose for a visitor.
 */
export function privacyChoiceRoutes({ siteUrl, secureCookie }: { siteUrl: string; secureCookie: boolean }) {
  const app = new Hono()
  app.post(PRIVACY_CHOICES_PATH, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.html(REFUSED_PAGE, 413, PRIVATE) }), async (c) => {
    const form = await c.req.parseBody().catch(() => null)
    const choice = form ? choiceFromForm({ get: (name) => form[name] }) : null
    if (!form || !choice) return c.html(REFUSED_PAGE, 400, PRIVATE)
    // Back to the page the form was on (a same-origin post sends its address), never off the site:
    // the site's address, or the one this request came to (a proxy's or 127.0.0.1), as the origin guard allows.
    const referer = c.req.header('Referer') ?? ''
    const ownOrigin = [siteUrl, c.req.url].find((address) => URL.canParse(referer) && new URL(referer).origin === new URL(address).origin)
    const back = ownOrigin ? resolveRedirectTarget(referer, ownOrigin, '/') : '/'
    return c.body(null, 303, { ...PRIVATE, Location: back, 'Set-Cookie': consentCookie(choice, secureCookie) })
  })
  return app
}
