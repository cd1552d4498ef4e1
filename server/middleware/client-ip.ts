import { isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The client address. Behind a trusted proxy (TRUST_PROXY) it is read from X-Forwarded-For, counting
 * `hops` entries from the right: each proxy appends the address it was reached from, so only the
 * right-most entries are written by proxies; everything to their left is whatever the client sent.
 */
export function getClientIp(c: Context, trustProxy: boolean, hops = 1): string {
  if (trustProxy) {
    const forwarded = forwardedClientAddress(c.req.header('X-Forwarded-For'), hops)
    if (forwarded) return forwarded
  }
  return socketAddress(c)
}

/**
 * The entry `hops` places from the right of an X-Forwarded-For value (1: the one our proxy
 * appended), or null when there is none or it is not an address: the caller then falls back to the
 * connection's own address, which groups such requests together rather than letting them pick one.
 * A list shorter than `hops` came through fewer proxies than configured; its left-most entry is the
 * furthest any proxy saw.
 */
export function forwardedClientAddress(header: string | undefined, hops: number): string | null {
  if (!header) return null
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  return normalizeAddress(entries[Math.max(0, entries.length - hops)]!)
}

/** An address as a proxy writes it (`[::1]:443`, `1.2.3.4:80`, `::ffff:1.2.3.4`) in one spelling, or null. */
export function normalizeAddress(entry: string): string | null {
  let address = entry
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) address = mapped[1]!
  const version = isIP(address)
  if (version === 0) return null
  return version === 6 ? address.toLowerCase() : address
}

function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address
    return address ? (normalizeAddress(address) ?? address) : 'unknown'
  } catch {
    return 'local'
  }
}
