import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts, postTerms, terms } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * A save in the back office drops the cached pages it changes and no others: a body-only edit
 * only the article's page; a new title also the lists that show the article; new topics every
 * list of articles (issue 33, item 4).
 */
let t: TestApp
let editor: { cookie: string }
let article: { id: number; path: string }

beforeAll(async () => {
  t = await createTestApp()
  editor = await enrolledAs(t, 'editor')
  const [newest] = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
    .orderBy(desc(posts.publishedAt))
    .limit(1)
  const api = (await (await t.request(`/wp-json/wp/v2/posts/${newest!.id}`)).json()) as { link: string }
  article = { id: newest!.id, path: new URL(api.link).pathname }
})
afterAll(() => t?.close())

async function cached(path: string) {
  const res = await t.request(path)
  return { status: res.status, cache: res.headers.get('x-cache'), keys: res.headers.get('surrogate-key')?.split(' ') ?? [], text: textOf(await res.text()) }
}

/** A topic's page that lists articles, none of them this one (its tags say what it was made from). */
async function listWithout(id: number) {
  const topics = (await (await t.request('/wp-json/wp/v2/categories?per_page=100&_fields=id,slug,count')).json()) as { id: number; slug: string; count: number }[]
  for (const topic of topics.filter((one) => one.count > 0)) {
    const path = `/topics/${topic.id}/${topic.slug}`
    const page = await cached(path)
    if (page.status === 200 && page.keys.includes('posts') && !page.keys.includes(`posts:${id}`) && !page.keys.includes(`posts:${id}:listed`)) return path
  }
  throw new Error('every topic page shows the article')
}

/** The editor's form as the editor page sends it, with the given changes. */
async function save(changes: Record<string, string | string[]>) {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.id, article.id))
  const filed = await t.database.db
    .select({ id: terms.id, name: terms.name, taxonomy: terms.taxonomy })
    .from(postTerms)
    .innerJoin(terms, eq(terms.id, postTerms.termId))
    .where(eq(postTerms.postId, article.id))
    .orderBy(postTerms.sortOrder)
  const acf = row!.acf as Record<string, string | undefined>
  const form = new URLSearchParams({
    intent: 'save',
    title: row!.title,
    slug: row!.slug,
    excerpt: row!.excerpt,
    contentHtml: row!.contentHtml,
    authorId: String(row!.authorId ?? ''),
    featuredMediaId: String(row!.featuredMediaId ?? ''),
    tags: filed
      .filter((term) => term.taxonomy === 'post_tag')
      .map((term) => term.name)
      .join(','),
    seoTitle: acf.seo_title ?? '',
    seoDescription: acf.seo_description ?? '',
  })
  for (const term of filed) if (term.taxonomy === 'category') form.append('topicIds', String(term.id))
  for (const [name, value] of Object.entries(changes)) {
    form.delete(name)
    for (const one of [value].flat()) form.append(name, one)
  }
  const res = await t.request(`/admin/articles/${article.id}`, formPost(form, editor.cookie))
  expect(res.status).toBe(200)
}

describe('a save in the back office', () => {
  it('of the body alone drops the article page, and the lists that show the article stay cached', async () => {
    await cached(article.path)
    const home = await cached('/')
    expect(home.keys).toContain(`posts:${article.id}:listed`)
    expect((await cached('/')).cache).toBe('HIT')

    await save({ contentHtml: '<p>A sentence the editor added to the body.</p>' })
    const page = await cached(article.path)
    expect(page.cache).not.toBe('HIT')
    expect(page.text).toContain('A sentence the editor added to the body.')
    expect((await cached('/')).cache).toBe('HIT')
  })

  it('of the title drops the lists that show the article, and only those', async () => {
    const other = await listWithout(article.id)
    expect((await cached(other)).cache).toBe('HIT')
    await cached('/')
    expect((await cached('/')).cache).toBe('HIT')

    await save({ title: 'A headline the editor sharpened' })
    const home = await cached('/')
    expect(home.cache).not.toBe('HIT')
    expect(home.text).toContain('A headline the editor sharpened')
    expect((await cached(article.path)).text).toContain('A headline the editor sharpened')
    expect((await cached(other)).cache).toBe('HIT')
  })

  it('of the topics drops every list of articles', async () => {
    const other = await listWithout(article.id)
    expect((await cached(other)).cache).toBe('HIT')
    await save({ topicIds: [] })
    expect((await cached(other)).cache).not.toBe('HIT')
  })
})
