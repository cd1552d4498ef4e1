import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts, users } from '#db/schema/index.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * Issue 27, item 7: back-office and sponsor forms given an id past PostgreSQL's integer (2^31), or
 * text holding a NUL, answer a 4xx or a form error (decision 019), never a 500, and store nothing.
 */
let t: TestApp
let admin: { cookie: string }
let sponsor: { cookie: string; email: string }
const BIG = '2147483648'
const MAX = '2147483647'
const NUL = 'Hostile\u0000text'

beforeAll(async () => {
  t = await createTestApp()
  admin = await enrolledAs(t, 'admin')
  sponsor = await signedInAs(t, 'sponsor')
  await t.database.db.update(users).set({ sponsor: 'tallyforge' }).where(eq(users.email, sponsor.email))
})
afterAll(() => t.close())

const post = (path: string, body: Record<string, string>, cookie = admin.cookie) => t.request(path, formPost(body, cookie))
const get = (path: string, cookie = admin.cookie) => t.request(path, { headers: { Cookie: cookie } })

type Case = [what: string, send: () => Promise<Response>, status: number]

describe('ids past 2^31', () => {
  const cases: Case[] = [
    ['a sponsor user redelivers delivery 2^31', () => post('/sponsor/webhook', { intent: 'redeliver', deliveryId: BIG }, sponsor.cookie), 400],
    ['a sponsor user redelivers a delivery that does not exist', () => post('/sponsor/webhook', { intent: 'redeliver', deliveryId: MAX }, sponsor.cookie), 404],
    ['/admin/staff changes the role of user 2^31', () => post('/admin/staff', { intent: 'role', userId: BIG, role: 'editor' }), 400],
    ['/admin/audit?actor=2^31 lists as if unfiltered', () => get(`/admin/audit?actor=${BIG}`), 200],
    ['an article restores revision 2^31', () => post('/admin/articles/1', { intent: 'revision', revisionId: BIG }), 404],
    ['an image description for image 2^31', () => post('/admin/media', { intent: 'describe', id: BIG, altText: 'A chart' }), 404],
  ]
  it.each(cases)('%s: %i', async (_, send, status) => {
    expect((await send()).status).toBe(status)
  })

  it.each([
    ['authorId', BIG],
    ['authorId', MAX],
    ['featuredMediaId', BIG],
    ['topicIds', BIG],
  ])('a new article with %s=%s is saved without that unknown record', async (field, value) => {
    const title = `Unknown ${field} ${value}`
    const res = await post('/admin/articles/new', { title, [field]: value })
    expect(res.status).toBe(302)
    const [saved] = await t.database.db.select({ authorId: posts.authorId, featuredMediaId: posts.featuredMediaId }).from(posts).where(eq(posts.title, title))
    expect(saved).toEqual({ authorId: null, featuredMediaId: null })
  })
})

describe('NUL in text', () => {
  const cases: Case[] = [
    ['/admin/promo-codes/%00', () => get('/admin/promo-codes/%00'), 404],
    ['/admin/promo-codes/%00 saved', () => post('/admin/promo-codes/%00', { intent: 'edit', description: 'x', percent: '10' }), 404],
    ['a promo code switched on by a name holding NUL', () => post('/admin/promo-codes', { intent: 'enable', code: 'A\u0000B' }), 400],
    ['an article title', () => post('/admin/articles/new', { title: NUL }), 400],
    ['an article body', () => post('/admin/articles/new', { title: 'Hostile body', contentHtml: `<p>${NUL}</p>` }), 400],
    ['an article tag', () => post('/admin/articles/new', { title: 'Hostile tag', tags: NUL }), 400],
    ['a topic name', () => post('/admin/topics', { name: NUL }), 400],
    ['a topic description', () => post('/admin/topics', { name: 'Hostile topic', description: NUL }), 400],
    ['an author name', () => post('/admin/authors', { name: NUL }), 400],
    ['an author bio', () => post('/admin/authors', { name: 'Hostile author', bio: NUL }), 400],
    ['an image description', () => post('/admin/media', { intent: 'describe', id: '1', altText: NUL }), 400],
    ['a menu label', () => post('/admin/menus', { location: 'footer', 'item.0.label': NUL, 'item.0.url': '/', 'item.0.order': '1' }), 400],
    ['the articles search', () => get('/admin/articles?q=%00&status=%00&page=%00'), 200],
    ['the media library search', () => get('/admin/media?q=%00'), 200],
    ['the topics search', () => get('/admin/topics?q=%00'), 200],
    ['the authors search', () => get('/admin/authors?q=%00'), 200],
    ['the subscribers search', () => get('/admin/subscribers?q=%00'), 200],
    ['the leads filter', () => get('/admin/leads?q=%00&sponsor=%00&target=%00'), 200],
    ['the orders filter', () => get('/admin/orders?q=%00&promo=%00&plan=%00'), 200],
    ['the audit filter', () => get('/admin/audit?item=%00&action=%00&itemType=%00'), 200],
    ['the sponsor portal’s leads filter', () => get('/sponsor/leads?q=%00', sponsor.cookie), 200],
  ]
  it.each(cases)('%s: %i', async (what, send, status) => {
    const res = await send()
    expect(res.status).toBe(status)
    // A form with a field the database cannot hold says which field, as the site's forms do.
    if (status === 400 && !what.startsWith('a promo code')) expect(await res.text()).toContain('Contains a character that is not allowed')
  })

  it('stored nothing', async () => {
    expect(await t.database.db.select({ id: posts.id }).from(posts).where(like(posts.title, 'Hostile%'))).toEqual([])
  })
})
