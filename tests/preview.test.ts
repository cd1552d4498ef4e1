import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textOf } from './html.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * /preview against a WordPress with the companion plugin, recorded: the plugin answers
 * quota/v1/preview/<id> for a good token (a draft's fields, status draft) and 401 otherwise.
 */
const CMS = 'http://cms.example.test'
const draft = { ...JSON.parse(readFileSync('tests/fixtures/wordpress/posts-single.json', 'utf8').replaceAll('{site}', CMS)), status: 'draft', title: { rendered: 'A draft nobody has read' } }
const page = { id: 31, date_gmt: '2026-11-20T10:00:00', modified_gmt: '2026-11-20T10:00:00', slug: 'about', status: 'draft', type: 'page', link: `${CMS}/about/`, title: { rendered: 'About, rewritten' }, content: { rendered: '<p>A new about page.</p>' }, excerpt: { rendered: '' } }
let t: TestApp
const asked: string[] = []

beforeAll(async () => {
  t = await createTestApp({
    envVars: { CONTENT_API_URL: CMS },
    contentFetch: async (request) => {
      const url = new URL(request.url)
      asked.push(`${url.pathname}${url.search}`)
      const preview = /^\/wp-json\/quota\/v1\/preview\/(\d+)$/.exec(url.pathname)
      if (!preview) return Response.json([], { headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } })
      if (url.searchParams.get('token') !== 'good') return Response.json({ code: 'rest_forbidden', message: 'The preview link has expired or is not valid.', data: { status: 401 } }, { status: 401 })
      return preview[1] === '8' ? Response.json(draft) : preview[1] === '31' ? Response.json(page) : Response.json({ code: 'rest_post_invalid_id' }, { status: 404 })
    },
  })
})
afterAll(() => t.close())

describe('/preview', () => {
  it('shows a draft article with a valid link: never cached, never indexed, naming it a preview', async () => {
    const res = await t.request('/preview?type=post&id=8&token=good')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const html = await res.text()
    expect(textOf(html)).toContain('A draft nobody has read')
    expect(textOf(html)).toContain('Preview: not published.')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(asked).toContain('/wp-json/quota/v1/preview/8?token=good')
    // Asked again: the page cache kept nothing.
    expect((await t.request('/preview?type=post&id=8&token=good')).headers.get('x-cache')).not.toBe('HIT')
  })

  it('shows a draft page', async () => {
    const html = await (await t.request('/preview?type=page&id=31&token=good')).text()
    expect(textOf(html)).toContain('A new about page.')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })

  it('without a valid link there is nothing: 404', async () => {
    for (const path of ['/preview', '/preview?type=post&id=8', '/preview?type=post&id=8&token=bad', '/preview?type=post&id=999&token=good', '/preview?type=webinar&id=8&token=good', '/preview?type=post&id=1e9&token=good']) {
      expect((await t.request(path)).status, path).toBe(404)
    }
  })
})
