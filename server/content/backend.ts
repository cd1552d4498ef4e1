import { Hono } from 'hono'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { errorHandler } from '../middleware/errors.ts'
import { createMenuRoutes } from './service/menu-routes.ts'
import { createContentService } from './service/routes.ts'

/**
 * The built-in content backend: the WordPress-compatible API under /wp-json and the menu
 * endpoints. The public app mounts it, and in-process reads call its handler directly, so a
 * page's content reads skip the public middleware chain and its request log lines.
 */
export function createContentBackend({ db, siteUrl, siteName, log }: { db: Database; siteUrl: string; siteName?: string; log: Logger }) {
  const backend = new Hono()
  // The answer a failing read got from the public app: 503 while the database is down, else 500.
  backend.onError(errorHandler(log))
  const service = createContentService({ db, siteUrl, siteName })
  backend.route('/wp-json', service)
  backend.route('/', createMenuRoutes(db))
  /** Called for every purged content change (decision 026): forgets the rows the service keeps. */
  const purge = () => service.forgetSharedRows()
  return Object.assign(backend, { purge })
}
export type ContentBackend = ReturnType<typeof createContentBackend>
