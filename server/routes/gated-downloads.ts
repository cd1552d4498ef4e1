import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { PRIVATE_FILES_PATH } from '#db/private-files.ts'
import { isAccessToken, readAccessTokens } from '../middleware/access-cookie.ts'
import type { ContentClient } from '../content/client.ts'
import type { SessionVariables } from '../middleware/session.ts'
import type { Leads } from '../services/leads/leads.ts'

const SLUG = /^[a-z0-9-]{1,200}$/
const FILE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** A private file named by its site path, or null when the path is not one (or the file is missing). */
export async function openPrivateFile(privateDir: string, url: string) {
  if (!url.startsWith(PRIVATE_FILES_PATH)) return null
  const relative = url.slice(PRIVATE_FILES_PATH.length)
  if (!FILE_PATH.test(relative) || relative.split('/').some((part) => part.startsWith('.'))) return null
  const root = resolve(privateDir)
  const path = resolve(root, relative)
  if (!path.startsWith(root + sep)) return null
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) return null
  return { size: info.size, extension: extname(path), open: () => Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array> }
}

/**
 * GET /resources/download/{slug}: streams a gated asset to a browser whose lead unlocked it (the
 * access cookie, a `?key=` from the thank-you mail, or the signed-in reader's own lead). When it
 * may not, the request goes on to the page of the same address, which explains why (403 or 404).
 */
export function gatedDownload({ content, leads, privateDir, log }: { content: ContentClient; leads: Leads; privateDir: string; log: Logger }): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const slug = c.req.param('slug') ?? ''
    if (!SLUG.test(slug)) return next()
    const resource = await content.getResource(slug).catch(() => null)
    if (!resource?.gated || !resource.file) return next()
    const key = c.req.query('key') ?? ''
    const tokens = [...(isAccessToken(key) ? [key] : []), ...readAccessTokens(c.req.header('Cookie'))]
    const user = c.get('user')
    if (!(await leads.hasAccess({ kind: 'asset', target: slug }, { tokens, userId: user?.id, email: user?.email }))) return next()
    const file = await openPrivateFile(privateDir, resource.file.url)
    if (!file) {
      log.error({ event: 'download.file_missing', slug }, 'gated file missing')
      return next()
    }
    log.info({ event: 'download.served', slug }, 'gated file served')
    return new Response(c.req.method === 'HEAD' ? null : file.open(), {
      headers: {
        'Content-Type': resource.file.type || 'application/octet-stream',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${slug}${file.extension}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
}
