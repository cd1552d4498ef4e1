import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '#db/schema/index.ts'
import { createTestApp, titleOf, type TestApp } from '#tests/utils/test-app.ts'
import { signPayload } from '../services/webhook-signature.ts'

/**
 * A change leaves the caches of every server on the database: two apps share one database here
 * (two processes in production), each with its own page cache and content cache.
 */
const SECRET = 'the shared secret of the WordPress plugin, 32+ characters'
let a: TestApp
let b: TestApp
let article: { id: number; path: string; title: string }

beforeAll(async () => {
  a = await createTestApp({ envVars: { CONTENT_WEBHOOK_SECRET: SECRET } })
  b = await createTestApp({ envVars: { CONTENT_WEBHOOK_SECRET: SECRET }, database: a.database })
  const [post] = (await (await a.request('/wp-json/wp/v2/posts?per_page=1&page=3&_fields=id,link,title')).json()) as { id: number; link: string; title: { rendered: string } }[]
  article = { id: post!.id, path: new URL(post!.link).pathname.replace(/\/$/, ''), title: post!.title.rendered }
})
afterAll(async () => {
  await b.app.purgeBus.close()
  await a.close()
})

const changed = (app: TestApp, body: string, signature = signPayload(SECRET, body)) =>
  app.request('/api/content/changed', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Quota-Signature': signature }, body })

async function page(app: TestApp, path: string) {
  const res = await app.request(path)
  return { status: res.status, cache: res.headers.get('x-cache'), keys: res.headers.get('surrogate-key')?.split(' ') ?? [], tags: res.headers.get('cache-tag'), title: titleOf(await res.text()) }
}

describe('cache tags', () => {
  it('name what a page was made from, for this cache and for a CDN', async () => {
    const first = await page(a, article.path)
    expect(first.status).toBe(200)
    expect(first.keys).toEqual(expect.arrayContaining([`posts:${article.id}`, 'posts', 'menus']))
    expect(first.tags).toBe([...first.keys].sort().join(','))
    const again = await page(a, article.path)
    expect(again.cache).toBe('HIT')
    expect(again.keys).toEqual(first.keys)
  })
})

describe('a signed content change', () => {
  it('drops the pages made from the item in every app on the database, and only those', async () => {
    const unrelated = '/webinars'
    for (const app of [a, b]) {
      await page(app, article.path)
      await page(app, unrelated)
      expect((await page(app, article.path)).cache).toBe('HIT')
    }
    expect((await page(a, unrelated)).keys).not.toContain('posts')

    await a.database.db.update(posts).set({ title: 'A title the editor changed' }).where(eq(posts.id, article.id))
    expect((await page(b, article.path)).title).toContain(article.title)

    const res = await changed(a, JSON.stringify({ type: 'post', id: article.id, action: 'update' }))
    expect(res.status).toBe(204)
    // The other app hears of it by NOTIFY, a moment later: what a reader would see, polled.
    for (const app of [a, b]) {
      await expect.poll(async () => (await page(app, article.path)).title, { timeout: 1000, interval: 25 }).toContain('A title the editor changed')
      expect((await page(app, unrelated)).cache).toBe('HIT')
    }
  })

  it('of the body alone, as the notice says, leaves the lists that show the item', async () => {
    await page(a, article.path)
    const home = await page(a, '/')
    expect(home.keys).toContain(`posts:${article.id}:listed`)
    await a.database.db.update(posts).set({ contentHtml: '<p>Only the body changed.</p>' }).where(eq(posts.id, article.id))

    expect((await changed(a, JSON.stringify({ type: 'post', id: article.id, action: 'update', reach: 'body' }))).status).toBe(204)
    expect((await page(a, article.path)).cache).not.toBe('HIT')
    expect((await page(a, '/')).cache).toBe('HIT')
    expect((await changed(a, JSON.stringify({ type: 'post', id: article.id, action: 'update', reach: 'everything' }))).status).toBe(400)
  })

  it('checks the signature over the exact bytes sent', async () => {
    const body = `{ "type": "post",   "id": ${article.id}, "action": "update" }`
    expect((await changed(a, body)).status).toBe(204)
    expect((await changed(a, body, signPayload(SECRET, JSON.stringify(JSON.parse(body))))).status).toBe(401)
  })

  it.each([
    ['no signature', '', 401],
    ['a wrong secret', signPayload('another secret that is long enough, really', '{}'), 401],
    ['an old signature', signPayload(SECRET, '{"type":"post","id":1,"action":"update"}', new Date(Date.now() - 3600_000)), 401],
  ])('refuses %s', async (_, signature, status) => {
    const res = await changed(a, '{"type":"post","id":1,"action":"update"}', signature)
    expect(res.status).toBe(status)
    expect((await res.json()) as unknown).toMatchObject({ error: { code: 'unauthenticated' } })
  })

  it.each([
    ['an unknown action', '{"type":"post","id":1,"action":"explode"}'],
    ['a type that is not a name', '{"type":"../x","id":1,"action":"update"}'],
    ['no id', '{"type":"post","action":"update"}'],
    ['broken JSON', '{"type":'],
  ])('answers 400 to %s', async (_, body) => {
    expect((await changed(a, body)).status).toBe(400)
  })

  it('does not exist without a shared secret', async () => {
    const plain = await createTestApp()
    try {
      const body = '{"type":"post","id":1,"action":"update"}'
      const res = await plain.request('/api/content/changed', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Quota-Signature': signPayload(SECRET, body) }, body })
      expect(res.status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
