import { z } from 'zod'

/**
 * Zod for the schemas that also check forms in the browser. Zod's fast object parsing compiles
 * code with Function(), which the pages' Content-Security-Policy refuses (no 'unsafe-eval'): in a
 * browser it is off before any schema parses, so a form check is not a CSP violation in the
 * console (Lighthouse's best practices count it). The server keeps the fast path.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
