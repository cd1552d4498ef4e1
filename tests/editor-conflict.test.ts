import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts, users } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/** Two editors on one article: the later save of an older copy is refused with who saved, not silently undoing theirs (issue 30). */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const savedAtOn = (html: string) => /name="savedAt" value="([^"]+)"/.exec(html)?.[1]
const stored = async (id: number) => (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!

describe('a save made on an older copy of an article', () => {
  it('is refused, naming who saved since, with the writer’s text kept; saving again replaces theirs on purpose', async () => {
    const ada = await enrolledAs(t, 'editor')
    const bea = await enrolledAs(t, 'editor')
    await t.database.db.update(users).set({ firstname: 'Bea', lastname: 'Lopez' }).where(eq(users.email, bea.email))
    const created = await t.request('/admin/articles/new', formPost({ title: 'Forecast calls', excerpt: 'The first deck.', contentHtml: '<p>Body.</p>' }, ada.cookie))
    const id = Number(/\/admin\/articles\/(\d+)/.exec(created.headers.get('location')!)![1])
    const form = (savedAt: string, changes: Record<string, string>) => ({ intent: 'save', title: 'Forecast calls', excerpt: 'The first deck.', contentHtml: '<p>Body.</p>', savedAt, ...changes })

    const adaOpened = savedAtOn(await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text())!
    const beaOpened = savedAtOn(await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: bea.cookie } })).text())!
    expect(adaOpened).toBe(beaOpened)
    expect((await t.request(`/admin/articles/${id}`, formPost(form(beaOpened, { excerpt: 'Bea’s sharper deck.' }), bea.cookie))).status).toBe(200)

    const refused = await t.request(`/admin/articles/${id}`, formPost(form(adaOpened, { title: 'Forecast calls that land' }), ada.cookie))
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(textOf(html)).toMatch(/Bea Lopez saved this article on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC, after you opened it/)
    expect(html).toContain('value="Forecast calls that land"')
    expect(await stored(id)).toMatchObject({ title: 'Forecast calls', excerpt: 'Bea’s sharper deck.' })

    // The refused page carries the newer copy's mark: saving from it is a choice made knowingly.
    const newer = savedAtOn(html)!
    expect(newer).not.toBe(adaOpened)
    expect((await t.request(`/admin/articles/${id}`, formPost(form(newer, { title: 'Forecast calls that land' }), ada.cookie))).status).toBe(200)
    expect((await stored(id)).title).toBe('Forecast calls that land')
  })

  it('without JavaScript the refusal gives back every field typed (tags, search title) and offers to save over theirs or load theirs', async () => {
    const ada = await enrolledAs(t, 'editor')
    const created = await t.request('/admin/articles/new', formPost({ title: 'Discovery calls', excerpt: 'Deck.', contentHtml: '<p>Body.</p>' }, ada.cookie))
    const id = Number(/\/admin\/articles\/(\d+)/.exec(created.headers.get('location')!)![1])
    const opened = savedAtOn(await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text())!
    expect(
      (await t.request(`/admin/articles/${id}`, formPost({ intent: 'save', title: 'Discovery calls', excerpt: 'Newer deck.', contentHtml: '<p>Body.</p>', savedAt: opened }, ada.cookie))).status,
    ).toBe(200)
    const typed = { intent: 'save', title: 'Discovery calls, typed', excerpt: 'Deck.', contentHtml: '<p>Body.</p>', tags: 'calls, typed tag', seoTitle: 'A typed search title', savedAt: opened }
    const refused = await t.request(`/admin/articles/${id}`, formPost(typed, ada.cookie))
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(html).toContain('value="calls, typed tag"')
    expect(html).toContain('value="A typed search title"')
    expect(textOf(html)).toContain('Save mine over theirs')
    expect(html).toContain(`href="/admin/articles/${id}"`)
    expect(textOf(html)).toContain('Load theirs (drop mine)')
  })

  it('autosave writes a draft, and refuses to change a published article', async () => {
    const ada = await enrolledAs(t, 'editor')
    const created = await t.request('/admin/articles/new', formPost({ title: 'Autosaved', excerpt: 'Deck.', contentHtml: '<p>Body.</p>' }, ada.cookie))
    const id = Number(/\/admin\/articles\/(\d+)/.exec(created.headers.get('location')!)![1])
    const opened = savedAtOn(await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text())!
    const autosave = (savedAt: string, title: string) => formPost({ intent: 'autosave', title, excerpt: 'Deck.', contentHtml: '<p>Body.</p>', savedAt }, ada.cookie)
    expect((await t.request(`/admin/articles/${id}`, autosave(opened, 'Autosaved, typed on'))).status).toBe(200)
    expect((await stored(id)).title).toBe('Autosaved, typed on')

    const now = savedAtOn(await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text())!
    expect(
      (await t.request(`/admin/articles/${id}`, formPost({ intent: 'publish', title: 'Autosaved, typed on', excerpt: 'Deck.', contentHtml: '<p>Body.</p>', savedAt: now }, ada.cookie))).status,
    ).toBe(200)
    const published = savedAtOn(await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text())!
    const refused = await t.request(`/admin/articles/${id}`, autosave(published, 'Half-typed on a live article'))
    expect(refused.status).toBe(409)
    expect(textOf(await refused.text())).toContain('Only a draft is saved automatically')
    expect(await stored(id)).toMatchObject({ title: 'Autosaved, typed on', status: 'publish' })
    // A new article is not autosaved into being.
    expect((await t.request('/admin/articles/new', formPost({ intent: 'autosave', title: 'Never made', excerpt: '', contentHtml: '' }, ada.cookie))).status).toBe(400)
  })

  it('a save without the mark (an older form, a script) is taken as before, and a malformed mark is a refusal, not an error', async () => {
    const ada = await enrolledAs(t, 'editor')
    const created = await t.request('/admin/articles/new', formPost({ title: 'Pipeline hygiene', excerpt: 'Deck.', contentHtml: '<p>Body.</p>' }, ada.cookie))
    const id = Number(/\/admin\/articles\/(\d+)/.exec(created.headers.get('location')!)![1])
    expect((await t.request(`/admin/articles/${id}`, formPost({ intent: 'save', title: 'Pipeline hygiene, weekly', excerpt: 'Deck.', contentHtml: '<p>Body.</p>' }, ada.cookie))).status).toBe(200)
    for (const savedAt of ['yesterday', '\u0000', 'x'.repeat(5000)]) {
      const res = await t.request(`/admin/articles/${id}`, formPost({ intent: 'save', title: 'Never saved', excerpt: 'Deck.', contentHtml: '<p>Body.</p>', savedAt }, ada.cookie))
      expect(res.status, savedAt.slice(0, 10)).toBeGreaterThanOrEqual(400)
      expect(res.status, savedAt.slice(0, 10)).toBeLessThan(500)
    }
    expect((await stored(id)).title).toBe('Pipeline hygiene, weekly')
  })
})

describe('the sidebar’s pickers without JavaScript', () => {
  it('are plain controls: topics ticked first in their order (the main one stays first), the byline and featured image lists', async () => {
    const ada = await enrolledAs(t, 'editor')
    const html = await (await t.request('/admin/articles/new', { headers: { Cookie: ada.cookie } })).text()
    // Each topic's box: its id and whether it is ticked (React writes `checked` before `value`).
    const boxes = (page: string) => [...page.matchAll(/<input type="checkbox" name="topicIds"[^>]*>/g)].map(([box]) => [Number(/value="(\d+)"/.exec(box)![1]), box.includes('checked=""')] as const)
    const topics = boxes(html).map(([topic]) => topic)
    expect(topics.length).toBeGreaterThan(2)
    const [first, , third] = topics
    const created = await t.request(
      '/admin/articles/new',
      formPost(
        new URLSearchParams([
          ['title', 'Territory plans'],
          ['excerpt', 'Deck.'],
          ['contentHtml', '<p>Body.</p>'],
          ['topicIds', String(third)],
          ['topicIds', String(first)],
        ]),
        ada.cookie,
      ),
    )
    const id = Number(/\/admin\/articles\/(\d+)/.exec(created.headers.get('location')!)![1])
    const opened = await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text()
    expect(boxes(opened).slice(0, 3)).toEqual([
      [third, true],
      [first, true],
      [topics[1], false],
    ])
    expect(opened).toMatch(/<select id="authorId" name="authorId"/)
    expect(opened).toMatch(/<select id="featuredMediaId" name="featuredMediaId"/)
    // Saved from that form as it is, the main topic is still the first.
    const savedAt = savedAtOn(opened)!
    await t.request(
      `/admin/articles/${id}`,
      formPost(
        new URLSearchParams([
          ['intent', 'save'],
          ['title', 'Territory plans'],
          ['excerpt', 'Deck.'],
          ['contentHtml', '<p>Body.</p>'],
          ['savedAt', savedAt],
          ['topicIds', String(third)],
          ['topicIds', String(first)],
        ]),
        ada.cookie,
      ),
    )
    const again = await (await t.request(`/admin/articles/${id}`, { headers: { Cookie: ada.cookie } })).text()
    expect(boxes(again)[0]).toEqual([third, true])
  })
})

describe('the back office’s own shell', () => {
  it('leaves out the site’s header and footer: a top bar, the screens’ sidebar and one main', async () => {
    const ada = await enrolledAs(t, 'editor')
    const html = await (await t.request('/admin/articles/new', { headers: { Cookie: ada.cookie } })).text()
    expect(html).not.toContain('class="site-header"')
    expect(html).not.toContain('class="site-footer')
    expect(html).toContain('class="back-office__bar"')
    expect(html).toMatch(/<nav id="back-office-nav" class="back-office__nav" aria-label="Back office">/)
    expect(html.match(/<main\b/g)).toHaveLength(1)
    // The reading pages keep theirs.
    expect(await (await t.request('/')).text()).toContain('class="site-header"')
  })
})
