import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createApiClient, mayCarryBearer } from './api-client.ts'

const scope = { pageOrigin: 'https://www.quota.example', siteUrl: 'https://www.quota.example' }
const carries = (address: string, over: Partial<typeof scope> = {}) => mayCarryBearer(new URL(address), { ...scope, ...over })
/** One DNS label: letters, digits and inner hyphens. */
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)

describe('which hosts get the bearer token (spec §6)', () => {
  test.each([
    'http://localhost:3000/api/user/me',
    'http://app.localhost/api/user/me',
    'http://127.0.0.1:8080/api/token',
    'http://127.45.6.7/api/token',
    'http://[::1]:3000/api/token',
    'https://www.quota.example/api/user/me',
    'https://quota.example/api/user/me',
    'https://api.quota.example/api/user/me',
  ])('a local address or our own domain: %s', (address) => {
    expect(carries(address)).toBe(true)
  })

  test.each([
    'https://us1.list-manage.com/subscribe/post', // a mail-newsletter service
    'https://newsletters.example.net/api/subscribe',
    'https://quota.example.evil.com/api/user/me',
    'https://evilquota.example/api/user/me',
    'https://localhost.evil.com/api/token',
    'https://127.0.0.1.evil.com/api/token',
    'http://128.0.0.1/api/token',
    'https://quota.example@evil.com/api/token',
    'ftp://quota.example/file',
  ])('any other host: %s', (address) => {
    expect(carries(address)).toBe(false)
  })

  test("the page's own origin counts even when it is not the configured site (a staging host)", () => {
    expect(carries('https://staging.host.test/api/user/me', { pageOrigin: 'https://staging.host.test' })).toBe(true)
    expect(carries('https://other.host.test/api/user/me', { pageOrigin: 'https://staging.host.test' })).toBe(false)
  })

  test('a host that neither is nor ends in our domain, nor is local, never gets it', () => {
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => `${labels.join('.')}.${['com', 'net', 'org', 'io'][labels.length % 4]}`)
    fc.assert(
      fc.property(host, fc.constantFrom('http', 'https'), (hostname, protocol) => {
        expect(carries(`${protocol}://${hostname}/api/token`)).toBe(false)
      }),
    )
  })

  test('every subdomain of our domain gets it', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
        expect(carries(`https://${labels.join('.')}.quota.example/api/token`)).toBe(true)
      }),
    )
  })
})

describe('the API client', () => {
  function recordingFetch() {
    const requests: { url: string; authorization: string | null; accept: string | null }[] = []
    const send = (async (url: URL, init: RequestInit) => {
      const headers = new Headers(init.headers)
      requests.push({ url: url.href, authorization: headers.get('Authorization'), accept: headers.get('Accept') })
      return new Response('{}', { status: 200 })
    }) as typeof fetch
    return { requests, send }
  }

  test('adds the bearer header to our API, relative addresses included, and keeps the other headers', async () => {
    const { requests, send } = recordingFetch()
    const request = createApiClient({ siteUrl: scope.siteUrl, pageOrigin: scope.pageOrigin, getToken: () => 'tok123', fetch: send })
    await request('/api/user/me', { headers: { Accept: 'application/json' } })
    expect(requests).toEqual([{ url: 'https://www.quota.example/api/user/me', authorization: 'Bearer tok123', accept: 'application/json' }])
  })

  test('sends no bearer header to another host, or when there is no token', async () => {
    const { requests, send } = recordingFetch()
    let token: string | null = 'tok123'
    const request = createApiClient({ siteUrl: scope.siteUrl, pageOrigin: scope.pageOrigin, getToken: () => token, fetch: send })
    await request('https://us1.list-manage.com/subscribe/post', { method: 'POST' })
    token = null
    await request('/api/user/me')
    expect(requests.map((entry) => entry.authorization)).toEqual([null, null])
  })
})
