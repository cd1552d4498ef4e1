import { count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, authors, posts, terms } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * Decision 047: every back-office action reads its form through a schema and answers a refusal the
 * same way: the field's message beside it and the summary above the form, with the form's status
 * (400 for what the form holds), in the page a browser without JavaScript gets. Nothing is stored:
 * every back-office change is audited, so the audit log does not grow, and the record stays as it was.
 */
let t: TestApp
let admin: { cookie: string }
let ids: { author: number; topic: number; article: number; list: number }
beforeAll(async () => {
  t = await createTestApp()
  admin = await enrolledAs(t, 'admin')
  const db = t.database.db
  const [author] = await db.select({ id: authors.id }).from(authors).orderBy(desc(authors.id)).limit(1)
  const [topic] = await db.select({ id: terms.id }).from(terms).where(eq(terms.taxonomy, 'category')).orderBy(desc(terms.id)).limit(1)
  const [article] = await db.select({ id: posts.id }).from(posts).where(eq(posts.type, 'post')).orderBy(desc(posts.id)).limit(1)
  const [list] = await db.select({ id: posts.id }).from(posts).where(eq(posts.type, 'lists')).orderBy(desc(posts.id)).limit(1)
  ids = { author: author!.id, topic: topic!.id, article: article!.id, list: list!.id }
}, 300_000)
afterAll(() => t?.close())

const audited = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n
const multipart = (path: string, fields: Record<string, string | File>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return t.request(path, { method: 'POST', body, headers: { Cookie: admin.cookie, 'X-Forwarded-For': '10.47.0.1' } })
}
const long = (n: number) => 'x'.repeat(n)

type Case = [what: string, send: () => Promise<Response>, status: number, message: string]
const cases = (): Case[] => [
  ['a new author without a name', () => t.request('/admin/authors', formPost({ name: ' ', bio: 'Writes.' }, admin.cookie)), 400, 'Give the author a name'],
  ['an author’s bio past 2,000 characters', () => t.request(`/admin/authors/${ids.author}`, formPost({ name: 'Renamed author', bio: long(2001) }, admin.cookie)), 400, 'At most 2,000 characters'],
  ['a new topic without a name', () => t.request('/admin/topics', formPost({ name: '', description: 'About nothing.' }, admin.cookie)), 400, 'Give the topic a name'],
  [
    'a topic’s description past 1,000 characters',
    () => t.request(`/admin/topics/${ids.topic}`, formPost({ name: 'Renamed topic', description: long(1001) }, admin.cookie)),
    400,
    'At most 1,000 characters',
  ],
  ['a tag’s name past 100 characters', () => t.request('/admin/tags', formPost({ name: long(101) }, admin.cookie)), 400, 'At most 100 characters'],
  [
    'a menu link’s address past 500 characters',
    () => t.request('/admin/menus', formPost({ location: 'footer', 'item.0.label': 'Long', 'item.0.url': `/${long(500)}`, 'item.0.order': '1' }, admin.cookie)),
    400,
    'At most 500 characters',
  ],
  ['an image’s alt text past 1,000 characters', () => t.request('/admin/media', formPost({ intent: 'describe', id: '1', altText: long(1001) }, admin.cookie)), 400, 'At most 1,000 characters'],
  [
    'an article’s search title past 120 characters',
    () => t.request(`/admin/articles/${ids.article}`, formPost({ intent: 'save', title: 'Renamed article', seoTitle: long(121) }, admin.cookie)),
    400,
    'At most 120 characters (search engines show about 60)',
  ],
  [
    'an article scheduled without a time',
    () => t.request(`/admin/articles/${ids.article}`, formPost({ intent: 'schedule', title: 'Renamed article', publishAt: 'soon' }, admin.cookie)),
    400,
    'Choose a date and time',
  ],
  [
    'an article given an unknown button',
    () => t.request(`/admin/articles/${ids.article}`, formPost({ intent: 'delete-everything', title: 'Renamed article' }, admin.cookie)),
    400,
    'Check the marked fields',
  ],
  ['a list’s entries without a file', () => multipart(`/admin/content/lists/${ids.list}/entries`, { intent: 'check' }), 400, 'Choose the entries file (CSV) to import.'],
  ['a subscriber import without a file', () => multipart('/admin/subscribers', { subscribers: new File([], '') }), 400, 'Choose the subscriber file (CSV) to import.'],
  ['an attendance import without a file', () => multipart('/admin/webinars/1', { attendance: new File([], '') }), 400, 'Choose the attendance file (CSV) to import.'],
  ['a staff invitation without an address', () => t.request('/admin/staff', formPost({ intent: 'invite', email: '', role: 'editor' }, admin.cookie)), 400, 'Required'],
  ['a sponsor invitation naming no sponsor', () => t.request('/admin/sponsors', formPost({ email: 'new.sponsor@example.com', sponsor: 'Not A Slug!' }, admin.cookie)), 400, 'Choose the sponsor'],
  [
    'a promo code with two discounts',
    () => t.request('/admin/promo-codes', formPost({ intent: 'create', code: 'TWOFOLD', percent: '10', amount: '5' }, admin.cookie)),
    400,
    'Give a percentage or an amount off, not both',
  ],
  [
    'an erasure confirmed with another address',
    () => t.request('/admin/privacy', formPost({ intent: 'erase', email: 'someone@example.com', confirmEmail: 'someone.else@example.com' }, admin.cookie)),
    400,
    'Type the same address again to confirm',
  ],
]

describe('the back office’s form protocol', () => {
  it.each(cases().map(([what], i) => [what, i] as const))('%s: the field’s message and the summary, nothing stored', async (_, i) => {
    const [, send, status, message] = cases()[i]!
    const before = {
      audited: await audited(),
      author: await t.database.db.select().from(authors).where(eq(authors.id, ids.author)),
      topic: await t.database.db.select().from(terms).where(eq(terms.id, ids.topic)),
      article: await t.database.db.select({ title: posts.title, status: posts.status, acf: posts.acf }).from(posts).where(eq(posts.id, ids.article)),
    }
    const res = await send()
    expect(res.status).toBe(status)
    const html = await res.text()
    expect(textOf(html)).toContain(message)
    // The summary above the form, read out when it appears (an import names its file's problems in its own list).
    expect(html).toMatch(/role="alert"/)
    expect(await audited()).toBe(before.audited)
    expect(await t.database.db.select().from(authors).where(eq(authors.id, ids.author))).toEqual(before.author)
    expect(await t.database.db.select().from(terms).where(eq(terms.id, ids.topic))).toEqual(before.topic)
    expect(await t.database.db.select({ title: posts.title, status: posts.status, acf: posts.acf }).from(posts).where(eq(posts.id, ids.article))).toEqual(before.article)
  })

  it('a refused plain form ties the message to its field and shows what was typed again', async () => {
    const res = await t.request('/admin/menus', formPost({ location: 'footer', 'item.0.label': 'Kept words', 'item.0.url': 'javascript:alert(1)', 'item.0.order': '1' }, admin.cookie))
    expect(res.status).toBe(400)
    const html = await res.text()
    const input = /<input id="footer\.0\.url"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('aria-describedby="item.0.url-error"')
    expect(html).toContain('id="item.0.url-error"')
    expect(html).toContain('value="Kept words"')
    expect(textOf(html)).toContain('Check the marked links')
  })

  it('a schedule refused by the form leaves the article as it was (nothing saved before the time is checked)', async () => {
    const [before] = await t.database.db.select({ title: posts.title }).from(posts).where(eq(posts.id, ids.article))
    const res = await t.request(`/admin/articles/${ids.article}`, formPost({ intent: 'schedule', title: 'Not saved either', publishAt: '' }, admin.cookie))
    expect(res.status).toBe(400)
    expect((await t.database.db.select({ title: posts.title }).from(posts).where(eq(posts.id, ids.article)))[0]).toEqual(before)
  })
})
