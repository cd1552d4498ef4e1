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
  backend.route('/wp-json', createContentService({ db, siteUrl, siteName }))
  backend.route('/', createMenuRoutes(db))
  return backend
}
export type ContentBackend = ReturnType<typeof createContentBackend>
