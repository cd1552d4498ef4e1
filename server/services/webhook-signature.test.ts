import { describe, expect, it } from 'vitest'
import { checkSignature, signPayload, SIGNATURE_TOLERANCE_SECONDS } from './webhook-signature.ts'

const SECRET = 'a shared secret of some length'
const BODY = '{"type":"post","id":12,"action":"update"}'
const AT = new Date('2026-11-24T12:00:00Z')

describe('webhook signatures', () => {
  it('checks what it signs, within the tolerance', () => {
    const header = signPayload(SECRET, BODY, AT)
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(checkSignature(SECRET, BODY, header, AT)).toBe('valid')
    expect(checkSignature(SECRET, BODY, header, new Date(AT.getTime() + (SIGNATURE_TOLERANCE_SECONDS - 1) * 1000))).toBe('valid')
  })

  it.each([
    ['another body', SECRET, `${BODY} `, 'mismatch'],
    ['another secret', 'another shared secret here', BODY, 'mismatch'],
  ])('refuses %s', (_, secret, body, verdict) => {
    expect(checkSignature(secret, body, signPayload(SECRET, BODY, AT), AT)).toBe(verdict)
  })

  it('refuses a signature outside the tolerance, either way', () => {
    const header = signPayload(SECRET, BODY, AT)
    expect(checkSignature(SECRET, BODY, header, new Date(AT.getTime() + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000))).toBe('expired')
    expect(checkSignature(SECRET, BODY, header, new Date(AT.getTime() - (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000))).toBe('expired')
  })

  it.each([undefined, '', 't=abc,v1=00', 'v1=' + '0'.repeat(64), `t=1,v1=${'z'.repeat(64)}`, `t=1,v1=${'0'.repeat(63)}`])('refuses a missing or malformed header (%s)', (header) => {
    expect(['missing', 'malformed']).toContain(checkSignature(SECRET, BODY, header, AT))
  })
})
