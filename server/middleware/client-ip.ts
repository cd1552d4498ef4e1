import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** The client address: from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY). */
export function getClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'local'
  }
}
