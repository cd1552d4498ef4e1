import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client.ts'
import { media, posts, postTerms, siteOptions, terms } from '#db/schema/index.ts'
import { ImportInputError, importContent } from '#server/services/content-import/content-import.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * The importer copies a WordPress-compatible API (here the seeded demo store of another app, every
 * request answered in-process) into an empty store: created, then unchanged on a second run,
 * updated after a change; images downloaded and cut to WordPress's sizes.
 */
let source: TestApp
let target: DatabaseHandle
let uploadsDir: string
const FROM = 'http://wordpress.example.test'
const fetchFromSource = async (request: Request): Promise<Response> => {
  const url = new URL(request.url)
  if (url.origin !== FROM && url.origin !== 'http://localhost:3000') return Promise.reject(new TypeError('fetch failed'))
  return source.app.fetch(new Request(`http://localhost:3000${url.pathname}${url.search}`))
}

beforeAll(async () => {
  source = await createTestApp()
  target = await openDatabase({})
  await target.migrate()
  uploadsDir = mkdtempSync(join(tmpdir(), 'quota-import-'))
}, 120_000)
afterAll(async () => {
  await source.close()
  await target.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})

describe('npm run content:import', () => {
  it('copies posts, pages, sections, terms, authors and images into an empty store', async () => {
    const progress = new Set<string>()
    const summary = await importContent({ db: target.db, from: FROM, uploadsDir, fetch: fetchFromSource, onProgress: (kind) => progress.add(kind), perPage: 100 })
    const published = await source.database.db.select({ id: posts.id }).from(posts).where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
    expect(summary.post?.created).toBe(published.length)
    for (const kind of ['page', 'webinars', 'issues', 'videos', 'events', 'lists', 'resources', 'authors', 'terms', 'media'] as const) expect(summary[kind]?.created, kind).toBeGreaterThan(0)
    expect([...progress]).toEqual(expect.arrayContaining(['authors', 'terms', 'post', 'page', 'webinars']))

    const [article] = await target.db.select().from(posts).where(eq(posts.type, 'post')).limit(1)
    expect(article!.featuredMediaId).not.toBeNull()
    const [picture] = await target.db.select().from(media).where(eq(media.id, article!.featuredMediaId!))
    expect(statSync(join(uploadsDir, picture!.file)).size).toBe(picture!.filesize)
    expect(Object.keys(picture!.sizes)).toEqual(expect.arrayContaining(['medium', 'thumbnail']))
    expect(await target.db.select().from(postTerms).where(eq(postTerms.postId, article!.id))).not.toHaveLength(0)
    expect((await target.db.select().from(terms).where(eq(terms.taxonomy, 'video_category'))).length).toBeGreaterThan(0)
    expect(await target.db.select().from(siteOptions).where(eq(siteOptions.name, 'current_issue'))).toHaveLength(1)
  }, 120_000)

  it('a second run changes nothing; a changed post is updated, never duplicated', async () => {
    const [first] = await source.database.db.select().from(posts).where(eq(posts.type, 'post')).limit(1)
    await source.database.db.update(posts).set({ title: 'A title changed in WordPress', modifiedAt: new Date() }).where(eq(posts.id, first!.id))
    const summary = await importContent({ db: target.db, from: FROM, uploadsDir, fetch: fetchFromSource, perPage: 100 })
    expect(summary.post).toMatchObject({ created: 0, updated: 1 })
    expect(summary.page).toMatchObject({ created: 0, updated: 0 })
    expect(await target.db.select().from(posts).where(eq(posts.title, 'A title changed in WordPress'))).toHaveLength(1)
  }, 120_000)

  it('refuses bad or unreachable input with a clear message', async () => {
    await expect(importContent({ db: target.db, from: 'ftp://nowhere', uploadsDir, fetch: fetchFromSource })).rejects.toThrow(ImportInputError)
    await expect(importContent({ db: target.db, from: 'http://down.example.test', uploadsDir, fetch: fetchFromSource })).rejects.toThrow(/cannot be reached/)
  })
})
