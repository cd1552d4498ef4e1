import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Timestamped HMAC-SHA256 signatures in the form payment providers use:
 * `t=<unix seconds>,v1=<hex HMAC of "<t>.<raw body>">`. The timestamp is signed, so an old
 * request replayed later is refused once it is outside the tolerance.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export function signPayload(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'expired' | 'mismatch'

export function checkSignature(secret: string, body: string, header: string | undefined, now: Date = new Date()): SignatureCheck {
  if (!header) return 'missing'
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const t = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed'
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return 'expired'
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'valid' : 'mismatch'
}
