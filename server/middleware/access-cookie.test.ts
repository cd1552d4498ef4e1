import { describe, expect, it } from 'vitest'
import { createToken } from '../services/accounts/tokens.ts'
import { ACCESS_COOKIE, accessCookie, readAccessTokens } from './access-cookie.ts'
import { isAnonymousRead } from './session-cookie.ts'

describe('access cookie', () => {
  it('adds the newest token first, without repeats, keeping at most 20', () => {
    const held = Array.from({ length: 20 }, () => createToken())
    const token = createToken()
    const header = accessCookie(held, token, true)
    expect(header).toMatch(/HttpOnly; SameSite=Lax; Secure$/)
    const tokens = readAccessTokens(header.split(';')[0])
    expect(tokens).toHaveLength(20)
    expect(tokens[0]).toBe(token)
    expect(readAccessTokens(accessCookie([token], token, false).split(';')[0])).toEqual([token])
  })

  it('ignores anything that is not a token', () => {
    const token = createToken()
    expect(readAccessTokens(`a=b; ${ACCESS_COOKIE}=${token}.<script>.x; c=d`)).toEqual([token])
    expect(readAccessTokens(null)).toEqual([])
    expect(readAccessTokens(`${ACCESS_COOKIE}=%E0%A4%A`)).toEqual([])
  })

  it('makes a request personal, so a shared cached page is never served for it', () => {
    expect(isAnonymousRead(new Request('http://x/', { headers: { Cookie: `${ACCESS_COOKIE}=${createToken()}` } }))).toBe(false)
    expect(isAnonymousRead(new Request('http://x/', { headers: { Cookie: 'other=1' } }))).toBe(true)
  })
})
