import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAnswer } from '#tests/utils/page-checks.ts'
import { createTestApp, titleOf, type TestApp } from '#tests/utils/test-app.ts'

/**
 * The site pointed at an external content service (CONTENT_API_URL) that this test can stop or
 * slow down; while it is up, it is a second app's built-in service.
 */
let t: TestApp
let cms: TestApp
let mode: 'up' | 'down' | 'slow' = 'up'

beforeAll(async () => {
  cms = await createTestApp()
  t = await createTestApp({
    envVars: { CONTENT_API_URL: 'http://cms.example.test' },
    contentFetch: async (request) => {
      if (mode === 'down') throw new TypeError('fetch failed: connection refused')
      if (mode === 'slow') return new Promise<Response>(() => {})
      const url = new URL(request.url)
      return cms.app.fetch(new Request(`http://localhost:3000${url.pathname}${url.search}`, { headers: request.headers }))
    },
  })
})
afterAll(async () => {
  await t.close()
  await cms.close()
})

describe("the publisher's content service is the only one", () => {
  it('the site serves no content API or menus of its own beside it', async () => {
    mode = 'up'
    for (const path of ['/wp-json/', '/wp-json/wp/v2/posts', '/myheader_menu']) expect((await t.request(path)).status, path).toBe(404)
    expect((await cms.request('/wp-json/wp/v2/posts')).status).toBe(200)
  })
})

describe('when the content service stops', () => {
  it('a page rendered before keeps answering 200 from the page cache', async () => {
    mode = 'up'
    const warm = await t.request('/about')
    expect(warm.status).toBe(200)
    mode = 'down'
    const res = await t.request('/about')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-cache')).toBe('HIT')
    expect(titleOf(await res.text())).toBe('About / Quota')
  })

  it('pages whose main content is local render without the parts they cannot read, logged and never cached', async () => {
    mode = 'down'
    const before = t.logs.length
    const search = await t.request('/search')
    expect(search.status).toBe(200)
    expect(search.headers.get('cache-control')).toBe('no-store')
    expect(search.headers.get('cdn-cache-control')).toBeNull()
    expect(await search.text()).toMatch(/<input[^>]*name="q"/)
    const notice = await t.request('/message?m=account-deleted')
    expect(notice.status).toBe(200)
    expect(notice.headers.get('cache-control')).toBe('no-store')
    const html = await notice.text()
    expect(html).toContain('Your account was deleted')
    expect(html).not.toContain('A Message from the Editor')
    const home = await t.request('/')
    expect(home.status).toBe(200)
    const logged = t.logs
      .slice(before)
      .filter((line) => line.event === 'content.module_unavailable')
      .map((line) => line.module)
    expect(logged).toEqual(expect.arrayContaining(['search:topics', 'message:letter']))
    // Their main content from the CMS is uncached: the branded 503.
    expect((await t.request('/message')).status).toBe(503)
    expect((await t.request('/dei')).status).toBe(503)
    expect((await t.request('/search?q=pipeline')).status).toBe(503)
    mode = 'up'
    const whole = await t.request('/message?m=check-email')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('cache-control')).not.toBe('no-store')
    expect(await whole.text()).toContain('A Message from the Editor')
  })

  it('a page never rendered answers a friendly 503 with Retry-After', async () => {
    mode = 'down'
    const res = await t.request('/contact')
    expectAnswer(res, 503, { 'retry-after': '30', 'cache-control': 'no-store' })
    const html = await res.text()
    expect(titleOf(html)).toBe('We will be right back / Quota')
    expect(html).toContain('Please try again in a minute')
    expect(t.logs.some((line) => line.event === 'content.unavailable')).toBe(true)
  })

  it('a content service that hangs times out after 3 s and the page answers 503', async () => {
    mode = 'slow'
    const started = Date.now()
    const res = await t.request('/reprints')
    expect(res.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(6000)
  })

  it('API answers content_unavailable with Retry-After, as page data requests do', async () => {
    mode = 'down'
    const api = await t.request('/api/webinars/987654/fields')
    expect(api.status).toBe(503)
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('content_unavailable')
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0)
    const pageData = await t.request('/advertise.data')
    expect(pageData.status).toBe(503)
    expect(Number(pageData.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('pages come back once the service does', async () => {
    mode = 'up'
    expect((await t.request('/submissions')).status).toBe(200)
  })
})
