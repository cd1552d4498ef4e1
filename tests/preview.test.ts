import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECTION_TYPES } from '#lib/sections.ts'
import { elementHtml, textOf } from './html.ts'
import { expectAnswer } from './utils/page-checks.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * /preview against a WordPress with the companion plugin, recorded: the plugin answers
 * quota/v1/preview/<id> for a good token (a draft's fields, status draft) and 401 otherwise.
 */
const CMS = 'http://cms.example.test'
const draft = { ...JSON.parse(readFileSync('tests/fixtures/wordpress/posts-single.json', 'utf8').replaceAll('{site}', CMS)), status: 'draft', title: { rendered: 'A draft nobody has read' } }
const page = {
  id: 31,
  date_gmt: '2026-11-20T10:00:00',
  modified_gmt: '2026-11-20T10:00:00',
  slug: 'about',
  status: 'draft',
  type: 'page',
  link: `${CMS}/about/`,
  title: { rendered: 'About, rewritten' },
  content: { rendered: '<p>A new about page.</p>' },
  excerpt: { rendered: '' },
}
let t: TestApp
const asked: string[] = []
/** Drafts of every section, as the built-in service answers their REST routes (the plugin answers the same shapes), by id. */
const sectionDrafts = new Map<number, { type: string; title: string; body: unknown }>()

beforeAll(async () => {
  const builtIn = await createTestApp()
  try {
    for (const type of SECTION_TYPES) {
      const [item] = (await (await builtIn.request(`/wp-json/wp/v2/${type}?per_page=1&_embed=1`)).json()) as Record<string, unknown>[]
      const id = 9000 + sectionDrafts.size
      const title = `Draft ${type} not yet out`
      sectionDrafts.set(id, { type, title, body: { ...item, id, status: 'draft', title: { rendered: title }, excerpt: { rendered: `<p>Draft summary of ${type}.</p>`, protected: false } } })
    }
  } finally {
    await builtIn.close()
  }
  t = await createTestApp({
    envVars: { CONTENT_API_URL: CMS },
    contentFetch: async (request) => {
      const url = new URL(request.url)
      asked.push(`${url.pathname}${url.search}`)
      const preview = /^\/wp-json\/quota\/v1\/preview\/(\d+)$/.exec(url.pathname)
      if (!preview) return Response.json([], { headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } })
      if (url.searchParams.get('token') !== 'good') return Response.json({ code: 'rest_forbidden', message: 'The preview link has expired or is not valid.', data: { status: 401 } }, { status: 401 })
      const section = sectionDrafts.get(Number(preview[1]))
      if (section) return Response.json(section.body)
      return preview[1] === '8' ? Response.json(draft) : preview[1] === '31' ? Response.json(page) : Response.json({ code: 'rest_post_invalid_id' }, { status: 404 })
    },
  })
})
afterAll(() => t.close())

describe('/preview', () => {
  it('shows a draft article with a valid link: never cached, never indexed, naming it a preview', async () => {
    const res = await t.request('/preview?type=post&id=8&token=good')
    expectAnswer(res, 200, { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' })
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

  it('shows a draft of every section as its own page shows it', async () => {
    for (const [id, { type, title }] of sectionDrafts) {
      const res = await t.request(`/preview?type=${type}&id=${id}&token=good`)
      expect(res.status, type).toBe(200)
      expect(res.headers.get('cache-control'), type).toBe('private, no-store')
      const main = textOf(elementHtml(await res.text(), '<main'))
      expect(main, type).toContain('Preview: not published.')
      // A list's heading is its family and year: its draft's summary shows below it.
      expect(main, type).toContain(type === 'lists' ? `Draft summary of ${type}.` : title)
    }
  })

  it("refuses a previewed page's form with a clear reason, storing nothing", async () => {
    const [id] = [...sectionDrafts].find(([, draft]) => draft.type === 'resources')!
    const res = await t.request(`/preview?type=resources&id=${id}&token=good`, { method: 'POST', body: new URLSearchParams({ email: 'reader@example.com' }) })
    expect(res.status).toBe(409)
    expect(textOf(await res.text())).toContain('Forms do not send from a preview.')
  })

  it('without a valid link there is nothing: 404', async () => {
    for (const path of [
      '/preview',
      '/preview?type=post&id=8',
      '/preview?type=post&id=8&token=bad',
      '/preview?type=post&id=999&token=good',
      '/preview?type=webinar&id=8&token=good',
      '/preview?type=post&id=1e9&token=good',
    ]) {
      expect((await t.request(path)).status, path).toBe(404)
    }
  })
})
