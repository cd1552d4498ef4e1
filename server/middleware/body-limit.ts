import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** The largest body the server reads: a JSON API call or a page form is a few KB at most. */
export const MAX_BODY_BYTES = 16 * 1024
export const MAX_BODY_TEXT = `${MAX_BODY_BYTES / 1024} KB`

/**
 * Back-office forms that carry a file (an attendance, subscriber or entries list, an image) may be
 * larger, and so may the editor's forms (an article's body, a list's entries); only staff reach
 * them. Each also answers the `.data` address React Router submits to when JavaScript runs.
 */
export const MAX_UPLOAD_BYTES = 11 * 1024 * 1024
export const MAX_EDITOR_BYTES = 2 * 1024 * 1024
const UPLOAD_PATHS = [/^\/admin\/content\/(resources|issues)\/(new|\d{1,9})$/, /^\/admin\/content\/lists\/\d{1,9}\/entries$/, /^\/admin\/webinars\/\d{1,9}$/, /^\/admin\/subscribers$/, /^\/admin\/media$/]
const EDITOR_PATHS = [/^\/admin\/articles\/(new|\d{1,9})$/, /^\/admin\/content\/[a-z]+\/(new|\d{1,9})$/, /^\/admin\/menus$/]
const withoutDataSuffix = (path: string) => path.replace(/\.data$/, '')
export const isUploadPath = (path: string) => UPLOAD_PATHS.some((pattern) => pattern.test(withoutDataSuffix(path)))
export const isEditorPath = (path: string) => EDITOR_PATHS.some((pattern) => pattern.test(withoutDataSuffix(path)))

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
