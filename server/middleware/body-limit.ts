import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { BackOfficeScreens, BodySize } from '#lib/back-office-screen.ts'

/** The largest body the server reads: a JSON API call or a page form is a few KB at most. */
export const MAX_BODY_BYTES = 16 * 1024
export const MAX_BODY_TEXT = `${MAX_BODY_BYTES / 1024} KB`

/**
 * Back-office forms that carry a file (an attendance, subscriber or entries list, an image) may be
 * larger, and so may the editor's forms (an article's body, a list's entries); each screen declares
 * which on its route (`body` in lib/back-office-screen.ts), and only staff reach them.
 */
export const MAX_UPLOAD_BYTES = 11 * 1024 * 1024
export const MAX_EDITOR_BYTES = 2 * 1024 * 1024
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The page a form is posted to: `/admin/media.data` is where React Router sends `/admin/media`'s form when JavaScript runs. */
const pagePathOf = (path: string) => (path === '/_root.data' ? '/' : path.replace(/\.data$/, ''))

/**
 * Every page form's limit: the page-form limit, or the larger one its screen declares. Reads
 * (GET, HEAD, OPTIONS) carry no body to limit.
 */
export function limitFormBodies(screens: Pick<BackOfficeScreens, 'bodyAt'>, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const small = limitBody(onTooLarge)
  const large: Record<BodySize, MiddlewareHandler> = { upload: limitBody(onTooLarge, MAX_UPLOAD_BYTES), editor: limitBody(onTooLarge, MAX_EDITOR_BYTES) }
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const body = screens.bodyAt(pagePathOf(c.req.path))
    return (body ? large[body] : small)(c, next)
  }
}

/**
 * Refuses a body over the limit before it is read: at once from its Content-Length, or as soon as
 * a streamed body passes the limit (nothing beyond the limit is buffered).
 */
export function limitBody(onTooLarge: (c: Context) => Response | Promise<Response>, maxSize = MAX_BODY_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read and the socket is dropped: say so, or a client reuses it and fails.
      c.header('Connection', 'close')
      return onTooLarge(c)
    },
  })
}
