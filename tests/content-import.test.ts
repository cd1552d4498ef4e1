import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client.ts'
import { media, menus, posts, postTerms, siteOptions, terms } from '#db/schema/index.ts'
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
  // An article with a library image pasted in (WordPress's srcset with it), a file the library does
  // not list, and a link to another host's uploads, which is not WordPress's to copy.
  const [picture] = await source.database.db
    .select()
    .from(media)
    .where(sql`${media.mimeType} = 'image/jpeg'`)
    .limit(1)
  const [loose] = await source.database.db
    .select()
    .from(media)
    .where(sql`${media.mimeType} = 'image/jpeg' and ${media.id} <> ${picture!.id}`)
    .limit(1)
  await source.database.db.delete(media).where(eq(media.id, loose!.id))
  const [article] = await source.database.db.select().from(posts).where(eq(posts.type, 'post')).limit(1)
  const uploads = `${FROM}/wp-content/uploads`
  await source.database.db.insert(posts).values({
    ...article!,
    id: undefined,
    slug: 'an-article-with-pictures',
    contentHtml: `<p><img src="http://localhost:3000/wp-content/uploads/${picture!.file}" srcset="http://localhost:3000/wp-content/uploads/${picture!.file} 1200w" sizes="100vw" alt="A"></p><p><img src="${uploads}/${loose!.file}" alt="B"></p><p><a href="https://elsewhere.example/wp-content/uploads/kept.jpg">Elsewhere</a></p>`,
  })
  target = await openDatabase({})
  await target.migrate()
  uploadsDir = mkdtempSync(join(tmpdir(), 'quota-import-'))
})
afterAll(async () => {
  await source.close()
  await target.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})

describe('npm run content:import', () => {
  // The whole demo store, every image decoded and resized one at a time (decision 042): a limit that
  // catches a hang, not a slow machine (decision 043).
  it('copies posts, pages, sections, terms, authors and images into an empty store', { timeout: 480_000 }, async () => {
    const progress = new Set<string>()
    const summary = await importContent({ db: target.db, from: FROM, uploadsDir, fetch: fetchFromSource, onProgress: (kind) => progress.add(kind), perPage: 100 })
    const published = await source.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
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
  })

  it("keeps WordPress's ids; copies the whole media library, the menus, and the files bodies and fields link to, pointing them at the copies", async () => {
    const [sourceCount] = await source.database.db.select({ n: sql<number>`count(*)::int` }).from(media)
    const [targetCount] = await target.db.select({ n: sql<number>`count(*)::int` }).from(media)
    expect(targetCount!.n).toBeGreaterThanOrEqual(sourceCount!.n)
    const copiedMenus = await target.db.select().from(menus)
    expect(copiedMenus.map((menu) => menu.location).sort()).toEqual(['footer', 'header'])
    // WordPress's ids are kept, so the menus' topic links (and every article's address) still lead where they did.
    const topicLinks = [
      ...copiedMenus
        .map((menu) => menu.html)
        .join('')
        .matchAll(/href="\/topics\/(\d+)\/([a-z0-9-]+)"/g),
    ]
    expect(topicLinks.length).toBeGreaterThan(0)
    for (const [, id, slug] of topicLinks)
      expect(
        (
          await target.db
            .select({ slug: terms.slug })
            .from(terms)
            .where(eq(terms.id, Number(id)))
        )[0]?.slug,
      ).toBe(slug)
    const sourcePosts = await source.database.db.select({ id: posts.id, slug: posts.slug, type: posts.type }).from(posts)
    const targetPosts = await target.db.select({ id: posts.id, slug: posts.slug, type: posts.type }).from(posts)
    expect(targetPosts.length).toBeGreaterThan(0)
    for (const copy of targetPosts) expect(sourcePosts.find((item) => item.slug === copy.slug && item.type === copy.type)?.id, copy.slug).toBe(copy.id)
    const local = (path: string) => {
      expect(path).toMatch(/^\/wp-content\/uploads\/imported\//)
      expect(existsSync(join(uploadsDir, path.replace('/wp-content/uploads/', '')))).toBe(true)
    }
    const [inline] = await target.db.select().from(posts).where(eq(posts.slug, 'an-article-with-pictures'))
    const images = [...inline!.contentHtml.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)]
    expect(images).toHaveLength(2)
    for (const [tag, src] of images) {
      local(src!)
      expect(tag).not.toContain('srcset')
    }
    expect(inline!.contentHtml).toContain('href="https://elsewhere.example/wp-content/uploads/kept.jpg"')
    const webinars = await target.db.select().from(posts).where(eq(posts.type, 'webinars'))
    const logos = webinars.map((webinar) => (webinar.acf as { sponsor?: { logo?: string } }).sponsor?.logo).filter((logo): logo is string => Boolean(logo))
    expect(logos.length).toBeGreaterThan(0)
    for (const logo of logos) local(logo)
  })

  it('a second run changes nothing; a changed post is updated, never duplicated', async () => {
    const [first] = await source.database.db.select().from(posts).where(eq(posts.type, 'post')).limit(1)
    await source.database.db.update(posts).set({ title: 'A title changed in WordPress', modifiedAt: new Date() }).where(eq(posts.id, first!.id))
    const summary = await importContent({ db: target.db, from: FROM, uploadsDir, fetch: fetchFromSource, perPage: 100 })
    expect(summary.post).toMatchObject({ created: 0, updated: 1 })
    expect(summary.page).toMatchObject({ created: 0, updated: 0 })
    expect(await target.db.select().from(posts).where(eq(posts.title, 'A title changed in WordPress'))).toHaveLength(1)
  })

  it('refuses bad or unreachable input with a clear message', async () => {
    await expect(importContent({ db: target.db, from: 'ftp://nowhere', uploadsDir, fetch: fetchFromSource })).rejects.toThrow(ImportInputError)
    await expect(importContent({ db: target.db, from: 'http://down.example.test', uploadsDir, fetch: fetchFromSource })).rejects.toThrow(/cannot be reached/)
  })
})
