import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signatures in newsletter addresses (click links, open pixels): HMAC-SHA256 of what the
 * address names, base64url, cut to 22 characters (132 bits). Nobody can try 2^132 guesses against
 * a web server, and every byte counts: an issue has dozens of links and Gmail clips at 102 KB.
 */
export const SIGNATURE_LENGTH = 22
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/
/** A PostgreSQL integer: ids past it name no row and are refused before any query. */
export const MAX_ID = 2_147_483_647
const ID = /^\d{1,10}$/

export function signWith(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('base64url').slice(0, SIGNATURE_LENGTH)
}

export function verifyWith(key: Buffer, message: string, signature: string): boolean {
  const expected = Buffer.from(signWith(key, message))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A path segment as a row id (1 … 2^31 − 1), or null. */
export function idOf(segment: string | undefined): number | null {
  if (!segment || !ID.test(segment)) return null
  const id = Number(segment)
  return id >= 1 && id <= MAX_ID ? id : null
}

/** A path segment as a position (0 … 2^31 − 1), or null. */
export function positionOf(segment: string | undefined): number | null {
  if (!segment || !ID.test(segment)) return null
  const position = Number(segment)
  return position <= MAX_ID ? position : null
}

export const isSignature = (segment: string | undefined): segment is string => !!segment && SIGNATURE.test(segment)
