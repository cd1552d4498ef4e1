import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('in-process content and menu reads', () => {
  it('call the content backend directly: a page logs one request line, none for its /wp-json and menu reads', async () => {
    const res = await t.request('/about', { headers: { 'X-Request-Id': 'page-about-1' } })
    expect(res.status).toBe(200)
    const requestLines = t.logs.filter((line) => line.event === 'http.request')
    expect(requestLines.map((line) => line.path)).toEqual(['/about'])
  })

  it('the same backend still answers the public /wp-json and menu addresses', async () => {
    const posts = await t.request('/wp-json/wp/v2/posts?per_page=1')
    expect(posts.status).toBe(200)
    expect(await posts.json()).toHaveLength(1)
    const menu = await t.request('/myheader_menu?site=p')
    expect(menu.status).toBe(200)
    expect(menu.headers.get('content-security-policy')).toBeTruthy()
  })
})
