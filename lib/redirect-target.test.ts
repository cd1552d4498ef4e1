import { describe, expect, it } from 'vitest'
import { resolveRedirectTarget } from './redirect-target.ts'

const SITE = 'https://quota.example'
const resolve = (target: unknown) => resolveRedirectTarget(target, SITE, '/profile')

describe('resolveRedirectTarget', () => {
  it.each([
    ['/newsletters', '/newsletters'],
    ['/search?q=cold%20calls#results', '/search?q=cold%20calls#results'],
    ['https://quota.example/magazine', '/magazine'],
    ['/pro\tfile', '/profile'],
  ])('keeps %j on the site as %j', (target, expected) => {
    expect(resolve(target)).toBe(expected)
  })

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '///evil.example',
    'https://evil.example',
    'https://quota.example.evil.example/',
    'http://quota.example/',
    'https://quota.example:8443/',
    '//quota.example@evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    decodeURIComponent('/%09/evil.example'),
    decodeURIComponent('%2F%2Fevil.example'),
    decodeURIComponent('/%5Cevil.example'),
    decodeURIComponent('%5C%5Cevil.example'),
  ])('refuses %j', (target) => {
    expect(resolve(target)).toBe('/profile')
  })

  it('keeps an encoded form that the browser does not decode as a path on the site', () => {
    expect(resolve('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    expect(resolve('/%5Cevil.example')).toBe('/%5Cevil.example')
  })

  it('falls back for anything that is not a string', () => {
    for (const target of [null, undefined, '', 42, new File([], 'x')]) expect(resolve(target)).toBe('/profile')
  })
})
