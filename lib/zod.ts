import * as z from 'zod/mini'

/**
 * Zod for the schemas that also check forms in the browser: zod/mini, the functional API of the
 * same zod 4 package (decision 033). A classic schema carries every method, so the bundle kept all
 * of classic zod; with mini the browser gets only the functions the schemas call. Server-only code
 * may use classic `zod`; the JSON API documents these schemas through `server/api/classic-schema.ts`.
 *
 * English messages: classic zod loads them by itself, mini does not, and without them zod's own
 * messages (a hidden field with an unexpected value, a wrong type) would be a bare "Invalid input"
 * in the browser while the server said more.
 *
 * Zod's fast object parsing compiles code with Function(), which the pages' Content-Security-Policy
 * refuses (no 'unsafe-eval'): in a browser it is off before any schema parses, so a form check is
 * not a CSP violation in the console (Lighthouse's best practices count it). The server keeps the
 * fast path. Both settings are zod core's, shared by mini and classic.
 */
z.config(z.locales.en())
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
