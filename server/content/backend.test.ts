import { describe, expect, it, vi } from 'vitest'
import { withTestApp } from '#tests/utils/with-test-app.ts'

const t = withTestApp()

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

describe('the rows _embed keeps (authors, avatars, terms)', () => {
  it('are read once, and read again after a purged change, in this process and through the purge bus', async () => {
    const [post] = (await (await t.request('/wp-json/wp/v2/posts?per_page=1&_embed=1')).json()) as { id: number; author: number; _embedded: { author: { name: string }[] } }[]
    const embeddedName = async () => ((await (await t.request(`/wp-json/wp/v2/posts/${post!.id}?_embed=1`)).json()) as { _embedded: { author: { name: string }[] } })._embedded.author[0]!.name
    const before = await embeddedName()
    // A change behind the newsroom's back: the kept row answers until a purge says something changed.
    await t.database.executeSql('update authors set name = $1 where id = $2', [`${before} (renamed)`, post!.author])
    expect(await embeddedName()).toBe(before)
    await t.app.purgeBus.purge(['users', `users:${post!.author}`, 'posts'])
    await vi.waitFor(async () => expect(await embeddedName()).toBe(`${before} (renamed)`))
    await t.database.executeSql('update authors set name = $1 where id = $2', [before, post!.author])
    await t.app.purgeBus.purge(['users', 'posts'])
  })
})
