import { expect } from 'vitest'
import type { TestApp } from './test-app.ts'

/** The caching every permanent redirect of a page carries. */
export const REDIRECT_CACHE = 'public, max-age=3600'

/** An answer's status and the named headers, compared at once so that a failure shows them all. */
export function expectAnswer(res: Response, status: number, headers: Record<string, string>) {
  const got = Object.fromEntries(Object.keys(headers).map((name) => [name, res.headers.get(name)]))
  expect({ status: res.status, ...got }).toEqual({ status, ...headers })
}

/** Page checks shared by the integration suites: the HTML of a page at a status, a 301, and the JSON of a /wp-json read. */
export function pageChecks(app: () => TestApp) {
  return {
    async api<T>(path: string): Promise<T> {
      return (await (await app().request(`/wp-json/${path}`)).json()) as T
    },
    async page(path: string, status = 200, init?: RequestInit) {
      const res = await app().request(path, init)
      expect(res.status, `${path} answered ${res.status}`).toBe(status)
      return res.text()
    },
    async expectRedirect(from: string, to: string) {
      const res = await app().request(from)
      expect(res.status, `${from} answered ${res.status}`).toBe(301)
      expect(res.headers.get('location')).toBe(to)
      expect(res.headers.get('cache-control')).toBe(REDIRECT_CACHE)
    },
  }
}
