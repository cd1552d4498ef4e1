import { describe, expect, it } from 'vitest'
import { ACCEPT_ALL, choiceFromForm, consentCookie, CONSENT_COOKIE, grantedPurposes, readConsentCookie, REJECT_ALL } from './consent-cookie.ts'

const stored = (cookie: string) => cookie.split(';')[0]!

describe('consent cookie', () => {
  it('reads back every choice it writes, among other cookies', () => {
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { analytics: true, advertising: false }, { analytics: false, advertising: true }]) {
      expect(readConsentCookie(`theme=dark; ${stored(consentCookie(choice, false))}; other=1`)).toEqual(choice)
    }
  })

  it('is first-party, site-wide, Lax, for six months, and Secure on https', () => {
    const cookie = consentCookie(ACCEPT_ALL, true)
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=v1\\.a1\\.d1; Path=/; Max-Age=\\d+; SameSite=Lax; Secure$`))
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThanOrEqual(180 * 24 * 3600)
    expect(consentCookie(ACCEPT_ALL, false)).not.toMatch(/Secure/)
  })

  it('treats a missing or tampered cookie as no choice, so the visitor is asked again', () => {
    expect(readConsentCookie('')).toBeNull()
    expect(readConsentCookie('quota_session=abc')).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE}=v1.a2.d1`)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE}=yes`)).toBeNull()
  })
})

describe('granted purposes', () => {
  it('grants nothing before a choice', () => {
    expect(grantedPurposes(null, false)).toEqual(REJECT_ALL)
  })

  it('follows the choice', () => {
    expect(grantedPurposes({ analytics: true, advertising: false }, false)).toEqual({ analytics: true, advertising: false })
  })

  it('honours Global Privacy Control over an earlier "accept all"', () => {
    expect(grantedPurposes(ACCEPT_ALL, true)).toEqual(REJECT_ALL)
  })
})

describe("the banner's form", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)

  it('names the pressed button’s choice; "save" takes the boxes', () => {
    expect(choiceFromForm(form({ choice: 'accept', analytics: 'on' }))).toEqual(ACCEPT_ALL)
    expect(choiceFromForm(form({ choice: 'reject', analytics: 'on', advertising: 'on' }))).toEqual(REJECT_ALL)
    expect(choiceFromForm(form({ choice: 'save', advertising: 'on' }))).toEqual({ analytics: false, advertising: true })
  })

  it('names nothing for a form it never sends', () => {
    for (const fields of [{} as Record<string, string>, { choice: 'ACCEPT' }, { choice: 'accept ' }, { choice: 'save\u0000' }]) expect(choiceFromForm(form(fields))).toBeNull()
  })
})
