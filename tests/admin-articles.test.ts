import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, media, posts, postRevisions } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/** Articles written in the back office: who may draft, publish and change what; publishing and scheduling reach the site; revisions come back. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.app.jobs?.start({ work: true })
})
afterAll(() => t?.close())

const page = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })
const post = (path: string, body: Record<string, string>, cookie: string) => t.request(path, formPost(body, cookie))
async function write(cookie: string, title: string, extra: Record<string, string> = {}) {
  const res = await post('/admin/articles/new', { title, excerpt: `About ${title}.`, contentHtml: `<h2>Why</h2><p>Words of ${title}.</p><script>alert(1)</script>`, ...extra }, cookie)
  expect(res.status).toBe(302)
  return Number(/\/admin\/articles\/(\d+)/.exec(res.headers.get('location')!)![1])
}
/** The article's page as a reader gets it (its address from the content API), or null when it is not public. */
const onSite = async (id: number) => {
  const api = await t.request(`/wp-json/wp/v2/posts/${id}`)
  if (api.status !== 200) return null
  const res = await t.request(new URL(((await api.json()) as { link: string }).link).pathname)
  return res.status === 200 ? textOf(await res.text()) : null
}

describe('articles in the back office', () => {
  it('a contributor writes a draft (sanitised) but cannot publish it; an editor publishes it and it is on the site and the home page', async () => {
    const contributor = await enrolledAs(t, 'contributor')
    const id = await write(contributor.cookie, 'Discovery calls that go somewhere')
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, id))
    expect(stored).toMatchObject({ status: 'draft', slug: 'discovery-calls-that-go-somewhere' })
    expect(stored!.contentHtml).toContain('<h2>Why</h2>')
    expect(stored!.contentHtml).not.toContain('<script')
    expect(await onSite(id)).toBeNull()
    // Its preview is the real article page, for whoever has the signed link.
    const previewPath = /href="(\/preview\?[^"]+)"/.exec(await (await page(`/admin/articles/${id}`, contributor.cookie)).text())![1]!.replaceAll('&amp;', '&')
    const preview = await t.request(previewPath)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    const shown = textOf(await preview.text())
    expect(shown).toContain('Preview: not published.')
    expect(shown).toContain('Words of Discovery calls that go somewhere.')
    expect((await t.request(previewPath.replace(/token=\d+\./, 'token=1.'))).status).toBe(404)
    expect((await post(`/admin/articles/${id}`, { intent: 'publish', title: 'x' }, contributor.cookie)).status).toBe(403)
    // A refused publish changed nothing.
    expect((await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.title).toBe('Discovery calls that go somewhere')

    // Publishing a new article is refused before anything is written: no draft, however often tried.
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(posts)
          .where(eq(posts.title, 'Straight to the site'))
      )[0]!.n
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await post('/admin/articles/new', { intent: 'publish', title: 'Straight to the site', excerpt: 'x', contentHtml: '<p>x</p>' }, contributor.cookie)
      expect(refused.status).toBe(403)
      expect(textOf(await refused.text())).toContain('may not publish')
    }
    expect(await count()).toBe(0)

    // Only a role that publishes is offered "Publish now" on a new article.
    expect(textOf(await (await page('/admin/articles/new', contributor.cookie)).text())).not.toContain('Publish now')
    const editor = await enrolledAs(t, 'editor')
    expect(textOf(await (await page('/admin/articles/new', editor.cookie)).text())).toContain('Publish now')
    expect(textOf(await (await page('/admin/articles?status=draft&q=discovery', editor.cookie)).text())).toContain('Discovery calls that go somewhere')
    const published = await post(`/admin/articles/${id}`, { intent: 'publish', title: 'Discovery calls that go somewhere', excerpt: 'About it.', contentHtml: '<p>Now out.</p>' }, editor.cookie)
    expect(published.status).toBe(200)
    expect(await onSite(id)).toContain('Now out.')
    expect(textOf(await (await t.request('/')).text())).toContain('Discovery calls that go somewhere')
    // The contributor's own draft is out of their hands once published.
    expect((await post(`/admin/articles/${id}`, { intent: 'save', title: 'Changed' }, contributor.cookie)).status).toBe(403)
  })

  it('a change shows on the site at once, each save keeps a revision, and a revision comes back', async () => {
    const editor = await enrolledAs(t, 'editor')
    const [picture] = await t.database.db
      .select()
      .from(media)
      .where(sql`${media.width} > 0`)
      .limit(1)
    const id = await write(editor.cookie, 'Forecasts without fear', { intent: 'publish', featuredMediaId: String(picture!.id), tags: 'Pipeline reviews, Forecast calls,, pipeline REVIEWS' })
    expect((await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.featuredMediaId).toBe(picture!.id)
    const tagged = await onSite(id)
    expect(tagged).toContain('Forecasts without fear')
    expect(tagged).toContain('Pipeline reviews')
    expect(tagged).toContain('Forecast calls')
    const editorPage = await (await page(`/admin/articles/${id}`, editor.cookie)).text()
    expect(editorPage).toContain('value="Pipeline reviews, Forecast calls"')
    await post(`/admin/articles/${id}`, { intent: 'save', title: 'Forecasts without dread', excerpt: 'x', contentHtml: '<p>Second words.</p>' }, editor.cookie)
    expect(await onSite(id)).toContain('Forecasts without dread')
    const revisions = await t.database.db.select().from(postRevisions).where(eq(postRevisions.postId, id))
    expect(revisions.map((revision) => revision.title)).toEqual(['Forecasts without fear'])
    // Before bringing it back, the editor reads what changed since.
    const compare = await page(`/admin/articles/${id}/revisions/${revisions[0]!.id}`, editor.cookie)
    expect(compare.status).toBe(200)
    const diff = await compare.text()
    expect(diff).toContain('<del class="diff-removed">fear</del><ins class="diff-added">dread</ins>')
    expect(diff).toContain(`<ins class="diff-added">Second words</ins>`)
    expect((await page(`/admin/articles/${id}/revisions/999999`, editor.cookie)).status).toBe(404)
    expect((await post(`/admin/articles/${id}`, { intent: 'revision', revisionId: String(revisions[0]!.id) }, editor.cookie)).status).toBe(200)
    expect(await onSite(id)).toContain('Forecasts without fear')
    expect(await onSite(id)).toContain('Words of Forecasts without fear.')

    await post(`/admin/articles/${id}`, { intent: 'unpublish' }, editor.cookie)
    expect(await onSite(id)).toBeNull()
    await post(`/admin/articles/${id}`, { intent: 'trash' }, editor.cookie)
    expect(textOf(await (await page('/admin/articles', editor.cookie)).text())).not.toContain('Forecasts without fear')
    expect(textOf(await (await page('/admin/articles?status=trash', editor.cookie)).text())).toContain('Forecasts without fear')
  })

  it('an article’s own title and description for search engines go to its page’s head; empty, the title and deck stand in', async () => {
    const editor = await enrolledAs(t, 'editor')
    const id = await write(editor.cookie, 'Territory plans that hold', {
      intent: 'publish',
      seoTitle: 'Territory planning: a guide for 2027',
      seoDescription: 'How sales leaders draw territories that survive the year.',
    })
    const path = new URL(((await (await t.request(`/wp-json/wp/v2/posts/${id}`)).json()) as { link: string }).link).pathname
    const head = /<head>[\s\S]*<\/head>/.exec(await (await t.request(path)).text())![0]
    expect(head).toMatch(/<title>Territory planning: a guide for 2027[^<]*<\/title>/)
    expect(head).toContain('<meta name="description" content="How sales leaders draw territories that survive the year."/>')
    // The page itself keeps the article's own title.
    expect(textOf(await (await t.request(path)).text())).toContain('Territory plans that hold')
    const tooLong = await post(`/admin/articles/${id}`, { title: 'Territory plans that hold', seoTitle: 'x'.repeat(121), intent: 'save' }, editor.cookie)
    expect(tooLong.status).toBe(400)
    await post(`/admin/articles/${id}`, { title: 'Territory plans that hold', excerpt: 'The deck.', contentHtml: '<p>Body.</p>', intent: 'save' }, editor.cookie)
    const plain = /<head>[\s\S]*<\/head>/.exec(await (await t.request(path)).text())![0]
    expect(plain).toMatch(/<title>Territory plans that hold[^<]*<\/title>/)
    expect(plain).toContain('<meta name="description" content="The deck."/>')
  })

  it('an author publishes their own article but not an editor’s; a scheduled article goes out on its own at its time', async () => {
    const author = await enrolledAs(t, 'author')
    const editor = await enrolledAs(t, 'editor')
    const own = await write(author.cookie, 'My own pipeline notes', { intent: 'publish' })
    expect(await onSite(own)).toContain('My own pipeline notes')
    const theirs = await write(editor.cookie, 'An editor’s piece')
    expect((await post(`/admin/articles/${theirs}`, { intent: 'publish', title: 'Taken' }, author.cookie)).status).toBe(403)

    const soon = new Date(Date.now() + 3000).toISOString().slice(0, 19)
    const scheduled = await post(
      `/admin/articles/${theirs}`,
      { intent: 'schedule', publishAt: soon, title: 'An editor’s piece', excerpt: 'Soon.', contentHtml: '<p>Scheduled words.</p>' },
      editor.cookie,
    )
    expect(textOf(await scheduled.text())).toContain('Scheduled: it goes on the site at')
    expect(await onSite(theirs)).toBeNull()
    await expect.poll(() => onSite(theirs), { timeout: 30_000, interval: 500 }).toContain('Scheduled words.')
    // The log names who scheduled it as the one who published it.
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'article.publish_scheduled'), eq(auditLog.itemId, String(theirs))))
        ).map((entry) => entry.actorEmail),
      )
      .toEqual([editor.email])
    const past = await post(`/admin/articles/${theirs}`, { intent: 'schedule', publishAt: '2020-01-01T10:00' }, editor.cookie)
    expect(past.status).toBe(400)
  })

  it('takes a long article (a body well over a plain form’s 16 KB), with JavaScript or without', async () => {
    const editor = await enrolledAs(t, 'editor')
    const long = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} of a long feature about territory design and quota setting.</p>`).join('')
    expect(long.length).toBeGreaterThan(16 * 1024)
    const id = await write(editor.cookie, 'A long feature', { contentHtml: long })
    expect((await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.contentHtml).toContain('Paragraph 399')
    const viaScript = await post(`/admin/articles/${id}.data`, { title: 'A long feature', contentHtml: `${long}<p>The end.</p>`, intent: 'save' }, editor.cookie)
    expect(viaScript.status).toBe(200)
    expect((await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.contentHtml).toContain('The end.')
  })

  it('keeps an embed of one of our videos as the editor writes it: a thumbnail linking to the video’s page', async () => {
    const editor = await enrolledAs(t, 'editor')
    const editorPage = await (await page('/admin/articles/new', editor.cookie)).text()
    // The editor is offered our videos to embed.
    const video = /\\"path\\",\\"(\/videos\/[^\\"]+)\\"/.exec(editorPage)?.[1] ?? /"path":"(\/videos\/[^"]+)"/.exec(editorPage)?.[1]
    expect(video).toBeTruthy()
    const embed = `<figure class="video-embed"><a href="${video}"><img src="/wp-content/uploads/x.jpg" alt="Watch: A drill" width="640" height="360"></a><figcaption>A drill</figcaption></figure>`
    const id = await write(editor.cookie, 'With a video', { contentHtml: `<p>Before.</p>${embed}`, intent: 'publish' })
    const stored = (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.contentHtml
    expect(stored).toContain(`<figure class="video-embed"><a href="${video}"><img`)
    expect(stored).toMatch(/<img[^>]+src="\/wp-content\/uploads\/x\.jpg"[^>]+alt="Watch: A drill"[^>]*><\/a><figcaption>A drill<\/figcaption><\/figure>/)
    expect(await onSite(id)).toContain('A drill')
  })

  it('is closed to sales, sponsors and readers', async () => {
    const sales = await enrolledAs(t, 'sales')
    expect((await page('/admin/articles', sales.cookie)).status).toBe(403)
    expect((await page('/admin/articles/new', sales.cookie)).status).toBe(403)
    expect((await post('/admin/articles/new', { title: 'No' }, sales.cookie)).status).toBe(403)
  })
})
