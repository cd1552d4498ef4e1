import { describe, expect, it } from 'vitest'
import { readCookie, readCookies } from './cookies.ts'

describe('readCookie', () => {
  it.each([
    ['a plain pair', 'quota_session=TOKEN'],
    ['a space before =', 'quota_session =TOKEN'],
    ['spaces around =', 'quota_session = TOKEN'],
    ['tabs', '\tquota_session\t=\tTOKEN\t'],
    ['a quoted value', 'quota_session="TOKEN"'],
    ['among others, no space after ;', 'theme=dark;quota_session=TOKEN;x=1'],
    ['the first of duplicate names', 'quota_session=TOKEN; quota_session=OTHER'],
  ])('reads %s', (_, header) => {
    expect(readCookie(header, 'quota_session')).toBe('TOKEN')
  })

  it('matches names exactly (cookie names are case-sensitive)', () => {
    expect(readCookie('QUOTA_SESSION=TOKEN; Quota_Session=T2', 'quota_session')).toBeUndefined()
  })

  it('reads nothing from an absent or empty header', () => {
    expect(readCookies(null)).toEqual({})
    expect(readCookies('')).toEqual({})
    expect(readCookie('quota_session', 'quota_session')).toBeUndefined()
  })
})
