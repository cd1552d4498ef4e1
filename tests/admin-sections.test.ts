import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, media, posts, postRevisions, terms } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { privateDirFor } from '#db/private-files.ts'
import { headerMenuHtml } from '#db/seed/menus.ts'
import { menuItemsOf } from '#server/services/newsroom/menus.ts'
import { itemFormOf, sectionFormOf } from './utils/section-forms.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { TEST_UPLOADS } from './utils/seed-pictures.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The sections' items in the back office: a webinar's time, speakers and registration form, an event, a magazine issue's contents; who may. */
const t = withTestApp()
let editor: { cookie: string }
beforeAll(async () => {
  editor = await enrolledAs(t, 'editor')
})

const page = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })
const post = (path: string, body: Record<string, string>, cookie: string) => t.request(path, formPost(body, cookie))
const stored = async (id: number) => (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!
const itemForm = itemFormOf

async function upcomingWebinar() {
  const [row] = await t.database.db
    .select()
    .from(posts)
    .where(and(eq(posts.type, 'webinars'), eq(posts.status, 'publish'), sql`${posts.acf}->>'start_date' > to_char(now(), 'YYYY-MM-DD')`))
    .orderBy(desc(posts.id))
    .limit(1)
  return row!
}

describe('section items in the back office', () => {
  it('an editor moves a webinar, changes its presenter and adds a question to its form; the site and the fields API follow, the photo stays', async () => {
    const webinar = await upcomingWebinar()
    const acf = webinar.acf as { presenter: { photo: string }; registration_form: unknown[] }
    const screen = await page(`/admin/content/webinars/${webinar.id}`, editor.cookie)
    expect(screen.status).toBe(200)
    const html = await screen.text()
    expect(html).toContain('name="f.registration_form.0.name"')
    expect(html).toContain(`value="${(webinar.acf as { start_time: string }).start_time}"`)

    const form = {
      ...itemForm(webinar),
      ...sectionFormOf('webinars', webinar.acf),
      'f.start_date': '2031-03-04',
      'f.start_time': '14:30',
      'f.end_time': '15:30',
      'f.time_zone': 'America/Chicago',
      'f.presenter.name': 'Ada Quill',
      [`f.registration_form.${acf.registration_form.length}.name`]: 'deal_size',
      [`f.registration_form.${acf.registration_form.length}.label`]: 'Typical deal size',
      [`f.registration_form.${acf.registration_form.length}.type`]: 'select',
      [`f.registration_form.${acf.registration_form.length}.required`]: 'on',
      [`f.registration_form.${acf.registration_form.length}.options`]: 'Under $10k, $10k-$100k,  Over $100k',
      intent: 'save',
    }
    const saved = await post(`/admin/content/webinars/${webinar.id}`, form, editor.cookie)
    expect(saved.status).toBe(200)
    expect(textOf(await saved.text())).toContain('Saved.')

    const after = (await stored(webinar.id)).acf as Record<string, unknown> & { presenter: { name: string; photo: string } }
    expect(after).toMatchObject({ start_date: '2031-03-04', start_time: '14:30', time_zone: 'America/Chicago' })
    expect(after.presenter.name).toBe('Ada Quill')
    expect(after.presenter.photo).toBe(acf.presenter.photo)

    const fields = (await (await t.request(`/api/webinars/${webinar.id}/fields`)).json()) as { fields: { name: string; type: string; required: boolean; options: string[] }[] }
    expect(fields.fields.at(-1)).toEqual({ name: 'deal_size', label: 'Typical deal size', type: 'select', required: true, options: ['Under $10k', '$10k-$100k', 'Over $100k'] })
    const shown = textOf(await (await t.request(`/webinars/${webinar.id}/${webinar.slug}`)).text())
    expect(shown).toContain('Ada Quill')
    expect(shown).toContain('Typical deal size')
    // 14:30 in Chicago in March 2031 (daylight time) is 15:30 in New York, the site's zone.
    expect(shown).toContain('March 4, 2031, 3:30 p.m. ET')

    // The change is audited with the fields before and after, and the state before is a revision.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webinar.update'), eq(auditLog.itemId, String(webinar.id))))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry!.after).toMatchObject({ start_date: '2031-03-04' })
    expect(entry!.before).toMatchObject({ start_date: (webinar.acf as { start_date: string }).start_date })

    // Bringing the revision back brings the old time back.
    const [revision] = await t.database.db.select().from(postRevisions).where(eq(postRevisions.postId, webinar.id)).orderBy(desc(postRevisions.id)).limit(1)
    expect((await post(`/admin/content/webinars/${webinar.id}`, { intent: 'revision', revisionId: String(revision!.id) }, editor.cookie)).status).toBe(200)
    expect((await stored(webinar.id)).acf).toMatchObject({ start_date: (webinar.acf as { start_date: string }).start_date, start_time: (webinar.acf as { start_time: string }).start_time })
  })

  it('draws the registration form as cards; a save with the questions moved and one removed stores the new order, panelists keep their unshown photo', async () => {
    const panel = [1, 2].map((n) => ({ name: `Panelist ${n}`, title: 'VP of Sales', company: `Company ${n}`, bio: `Bio ${n}`, photo: `/wp-content/uploads/panelist-${n}.jpg` }))
    const { id } = await upcomingWebinar()
    await t.database.db
      .update(posts)
      .set({ acf: sql`${posts.acf} || ${JSON.stringify({ panelists: panel })}::jsonb` })
      .where(eq(posts.id, id))
    const webinar = await stored(id)
    const acf = webinar.acf as { registration_form: { name: string; label: string }[]; panelists: Record<string, unknown>[] }
    const html = await (await page(`/admin/content/webinars/${webinar.id}`, editor.cookie)).text()
    const first = acf.registration_form[0]!
    expect(html).toContain(`<fieldset class="row-card"><legend>Question 1: ${first.label}</legend>`)
    expect(html.match(/<label for="f\.registration_form\.0\.label">[^<]*<\/label>/)?.[0]).toBe(`<label for="f.registration_form.0.label">Label</label>`)
    expect(html).not.toContain('rows-editor')

    // What the cards post once the first two questions swapped places and the last but email was
    // removed: the rows renumbered, each naming the stored row it came from.
    const form: Record<string, string> = { ...itemForm(webinar), ...sectionFormOf('webinars', webinar.acf), intent: 'save' }
    for (const key of Object.keys(form)) if (key.startsWith('f.registration_form.') || key.startsWith('f.panelists.')) delete form[key]
    const removed = acf.registration_form.findLastIndex((row) => row.name !== 'email')
    expect(removed).toBeGreaterThan(1)
    const order = [1, 0, ...acf.registration_form.map((_, i) => i).filter((i) => i > 1 && i !== removed)]
    const onePart = sectionFormOf('webinars', acf)
    order.forEach((from, i) => {
      for (const [key, value] of Object.entries(onePart)) if (key.startsWith(`f.registration_form.${from}.`)) form[key.replace(`.${from}.`, `.${i}.`)] = value
      form[`f.registration_form.${i}.from`] = String(from)
    })
    acf.panelists
      .map((_, i) => i)
      .reverse()
      .forEach((from, i) => {
        for (const [key, value] of Object.entries(onePart)) if (key.startsWith(`f.panelists.${from}.`)) form[key.replace(`.${from}.`, `.${i}.`)] = value
        form[`f.panelists.${i}.from`] = String(from)
      })
    expect(order.map((from) => acf.registration_form[from]!.name)).toContain('email')
    const saved = await post(`/admin/content/webinars/${webinar.id}`, form, editor.cookie)
    expect(textOf(await saved.text())).toContain('Saved.')
    const after = (await stored(webinar.id)).acf as typeof acf
    expect(after.registration_form.map((row) => row.name)).toEqual(order.map((from) => acf.registration_form[from]!.name))
    expect(after.panelists).toEqual([...panel].reverse())
  })

  it('refuses a form without an email field, a time that does not exist and a select without options, saving nothing and keeping what was typed', async () => {
    const webinar = await upcomingWebinar()
    const form: Record<string, string> = { ...itemForm(webinar), ...sectionFormOf('webinars', webinar.acf), 'f.start_time': '25:00', 'f.presenter.name': 'Typed Name', intent: 'save' }
    const emailRow = Object.keys(form).find((key) => form[key] === 'email' && key.endsWith('.name'))!
    form[emailRow] = 'contact'
    const refused = await post(`/admin/content/webinars/${webinar.id}`, { ...form, 'f.registration_form.0.type': 'select', 'f.registration_form.0.options': '' }, editor.cookie)
    expect(refused.status).toBe(400)
    const html = await refused.text()
    const shown = textOf(html)
    expect(shown).toContain('Starts at: a time, HH:MM')
    expect(shown).toContain('it needs a field named email')
    expect(shown).toContain('Options: a select needs its options')
    expect(html).toContain('value="Typed Name"')
    expect(html).toMatch(/id="f\.start_time"[^>]*aria-invalid="true"/)
    expect((await stored(webinar.id)).acf).toEqual(webinar.acf)
  })

  it('an editor adds an event as a draft and publishes it; the events page shows it', async () => {
    const created = await post(
      '/admin/content/events/new',
      {
        title: 'Pipeline Summit West',
        excerpt: 'Two days on pipeline.',
        contentHtml: '<p>Sessions and workshops.</p>',
        'f.event_type': 'conference',
        'f.format': 'in-person',
        'f.start_date': '2031-05-06',
        'f.end_date': '2031-05-07',
        'f.start_time': '09:00',
        'f.end_time': '17:00',
        'f.time_zone': 'America/Los_Angeles',
        'f.venue.name': 'Harbor Hall',
        'f.venue.city': 'San Diego',
        'f.registration_url': 'mailto:events@quota.example',
        'f.registration_open': 'on',
        'f.price': '$495',
        'f.agenda.0.title': 'Opening keynote',
        'f.agenda.0.date': '2031-05-06',
        'f.agenda.0.start_time': '09:00',
        'f.agenda.0.end_time': '10:00',
        'f.sponsors.0.name': 'Callgrain',
        'f.sponsors.0.slug': 'callgrain',
        'f.sponsors.0.level': 'gold',
        intent: 'publish',
      },
      editor.cookie,
    )
    expect(created.status).toBe(302)
    const id = Number(/\/admin\/content\/events\/(\d+)\?saved=publish/.exec(created.headers.get('location')!)![1])
    expect(await stored(id)).toMatchObject({ type: 'events', status: 'publish', slug: 'pipeline-summit-west' })
    const events = textOf(await (await t.request('/events')).text())
    expect(events).toContain('Pipeline Summit West')
    expect(events).toContain('Harbor Hall, San Diego')
    expect(textOf(await (await page('/admin/content/events?q=summit%20west', editor.cookie)).text())).toContain('Pipeline Summit West')
  })

  it("a magazine issue's contents link the articles they name by id", async () => {
    const [issue] = await t.database.db.select().from(posts).where(eq(posts.type, 'issues')).orderBy(desc(posts.publishedAt)).limit(1)
    const [article] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
      .limit(1)
    const form = { ...itemForm(issue!), ...sectionFormOf('issues', issue!.acf), 'f.table_of_contents.0.title': 'The lead story', 'f.table_of_contents.0.post_id': String(article!.id), intent: 'save' }
    expect((await post(`/admin/content/issues/${issue!.id}`, form, editor.cookie)).status).toBe(200)
    const [entry] = (await stored(issue!.id)).acf.table_of_contents as { title: string; post_id: number; url: string }[]
    expect(entry).toMatchObject({ title: 'The lead story', post_id: article!.id })
    expect(entry!.url).toMatch(new RegExp(`/${article!.slug}$`))
    const magazine = await (await t.request(`/magazine/${issue!.slug}`)).text()
    expect(magazine).toContain(`href="${entry!.url}"`)
  })

  it('pages and sections are for editors and admins: a contributor and sales get 403, an unknown section 404', async () => {
    const contributor = await enrolledAs(t, 'contributor')
    const sales = await enrolledAs(t, 'sales')
    const webinar = await upcomingWebinar()
    for (const path of ['/admin/content/webinars', '/admin/content/pages', `/admin/content/webinars/${webinar.id}`]) {
      expect((await page(path, contributor.cookie)).status).toBe(403)
      expect((await page(path, sales.cookie)).status).toBe(403)
    }
    expect((await post(`/admin/content/webinars/${webinar.id}`, { intent: 'trash' }, contributor.cookie)).status).toBe(403)
    expect((await stored(webinar.id)).status).toBe('publish')
    expect((await page('/admin/content/podcasts', editor.cookie)).status).toBe(404)
    expect((await page('/admin/content/webinars/999999', editor.cookie)).status).toBe(404)
    // A contributor still writes articles; the navigation offers them no section.
    const home = await (await page('/admin/articles', contributor.cookie)).text()
    expect(home).not.toContain('href="/admin/content/webinars"')
    expect(await (await page('/admin/articles', editor.cookie)).text()).toContain('href="/admin/content/webinars"')
  })
})

describe('with the content in WordPress (CONTENT_API_URL)', () => {
  const wp = withTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example' }, contentFetch: async () => Response.json([], { headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } }) })

  it('the content screens point to its admin, and a change is refused with the reason, nothing stored', async () => {
    const member = await enrolledAs(wp, 'editor')
    for (const path of ['/admin/articles', '/admin/content/webinars', '/admin/topics', '/admin/media']) {
      const html = await (await wp.request(path, { headers: { Cookie: member.cookie } })).text()
      expect(textOf(html)).toContain('Content is edited in WordPress')
      expect(html).toContain('href="http://cms.example/wp-admin/"')
    }
    const before = await wp.database.db.select({ n: sql<number>`count(*)::int` }).from(posts)
    const refused = await wp.request('/admin/articles/new', formPost({ title: 'Not here', intent: 'save' }, member.cookie))
    expect(refused.status).toBe(409)
    expect(await wp.database.db.select({ n: sql<number>`count(*)::int` }).from(posts)).toEqual(before)
    // The business screens are the back office's own either way.
    expect(textOf(await (await wp.request('/admin', { headers: { Cookie: member.cookie } })).text())).not.toContain('Content is edited in WordPress')
  })
})

describe('what the site features', () => {
  it('an editor makes an older issue the current one; the options API answers it', async () => {
    const issues = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'issues'), eq(posts.status, 'publish')))
      .orderBy(desc(posts.publishedAt))
      .limit(3)
    const older = issues[2]!
    const screen = await (await page(`/admin/content/issues/${older.id}`, editor.cookie)).text()
    expect(textOf(screen)).toContain('Make this the current issue')
    const made = await post(`/admin/content/issues/${older.id}`, { intent: 'make-current' }, editor.cookie)
    expect(made.status).toBe(200)
    expect(textOf(await made.text())).toContain('This is the current issue now')
    const option = (await (await t.request('/wp-json/acf/v3/options/options/current_issue')).json()) as { current_issue: { ID: number } | number }
    expect(typeof option.current_issue === 'number' ? option.current_issue : option.current_issue.ID).toBe(older.id)
    // A draft cannot be the current issue; a contributor cannot choose.
    const [draft] = await t.database.db
      .insert(posts)
      .values({ type: 'issues', status: 'draft', slug: `draft-issue-${Date.now()}`, title: 'Draft issue' })
      .returning({ id: posts.id })
    expect((await post(`/admin/content/issues/${draft!.id}`, { intent: 'make-current' }, editor.cookie)).status).toBe(409)
    const contributor = await enrolledAs(t, 'contributor')
    expect((await post(`/admin/content/issues/${issues[1]!.id}`, { intent: 'make-current' }, contributor.cookie)).status).toBe(403)
  })

  it("an editor puts a video on today's date in the daily-video calendar; the daily video follows; an unpublished video is refused", async () => {
    const videos = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'videos'), eq(posts.status, 'publish')))
      .orderBy(posts.publishedAt)
      .limit(1)
    const oldest = videos[0]!
    const screen = await (await page('/admin/content/videos/calendar', editor.cookie)).text()
    const today = /name="(day\.\d{4}-\d{2}-\d{2})"/.exec(screen)![1]!
    expect((await post('/admin/content/videos/calendar', { [today]: String(oldest.id) }, editor.cookie)).status).toBe(200)
    const daily = (await (await t.request('/wp-json/sp/v1/daily_video')).json()) as { video_id: string }
    expect(daily.video_id).toBe((oldest.acf as { youtube_id: string }).youtube_id)
    expect(await (await page('/admin/content/videos/calendar', editor.cookie)).text()).toMatch(new RegExp(`<option value="${oldest.id}" selected=""`))

    const [hidden] = await t.database.db
      .insert(posts)
      .values({ type: 'videos', status: 'draft', slug: `hidden-${Date.now()}`, title: 'Hidden', acf: { youtube_id: 'aaaaaaaaaaa' } })
      .returning({ id: posts.id })
    const refused = await post('/admin/content/videos/calendar', { [today]: String(hidden!.id) }, editor.cookie)
    expect(refused.status).toBe(400)
    expect(textOf(await refused.text())).toContain('Not a published video')
    // Back to the newest video.
    expect((await post('/admin/content/videos/calendar', { [today]: '' }, editor.cookie)).status).toBe(200)
    expect(((await (await t.request('/wp-json/sp/v1/daily_video')).json()) as { video_id: string }).video_id).not.toBe((oldest.acf as { youtube_id: string }).youtube_id)
  })
})

describe('tags and video categories', () => {
  it('an editor adds a tag and renames it; a taken address is refused', async () => {
    const made = await post('/admin/tags', { name: 'Cold outreach', slug: '', description: '' }, editor.cookie)
    expect(made.status).toBe(200)
    expect(textOf(await made.text())).toContain('“Cold outreach” is a tag now.')
    const id = Number(/href="\/admin\/tags\/(\d+)"[^>]*>Cold outreach</.exec(await (await page('/admin/tags', editor.cookie)).text())![1])
    expect((await post(`/admin/tags/${id}`, { name: 'Cold outreach that works', slug: 'cold-outreach', description: 'Notes.' }, editor.cookie)).status).toBe(200)
    expect((await post('/admin/tags', { name: 'Another', slug: 'cold-outreach', description: '' }, editor.cookie)).status).toBe(400)
    const tags = (await (await t.request('/wp-json/wp/v2/tags?slug=cold-outreach')).json()) as { name: string }[]
    expect(tags[0]!.name).toBe('Cold outreach that works')
  })

  it('an editor adds a video category and files a video in it; the category page lists the video', async () => {
    expect((await post('/admin/video-categories', { name: 'Negotiation drills', slug: '', description: 'Short drills.' }, editor.cookie)).status).toBe(200)
    const categoryId = Number(/href="\/admin\/video-categories\/(\d+)"[^>]*>Negotiation drills</.exec(await (await page('/admin/video-categories', editor.cookie)).text())![1])
    const [video] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'videos'), eq(posts.status, 'publish')))
      .limit(1)
    const screen = await (await page(`/admin/content/videos/${video!.id}`, editor.cookie)).text()
    const filed = [...screen.matchAll(/name="videoCategoryIds" checked="" value="(\d+)"/g)].map((match) => match[1]!)
    expect(filed.length).toBeGreaterThan(0)
    const form = new URLSearchParams({ ...itemForm(video!), ...sectionFormOf('videos', video!.acf), intent: 'save' })
    for (const id of [...filed, String(categoryId)]) form.append('videoCategoryIds', id)
    const saved = await t.request(`/admin/content/videos/${video!.id}`, { ...formPost({}, editor.cookie), body: form.toString() })
    expect(saved.status).toBe(200)
    const listing = textOf(await (await t.request(`/videos/category/${categoryId}/negotiation-drills`)).text())
    expect(listing).toContain(video!.title)
  })
})

describe('menus', () => {
  it('an editor reorders the header, adds a link under Topics and the site shows it; a bad address is refused and nothing changes', async () => {
    const screen = await (await page('/admin/menus', editor.cookie)).text()
    expect(screen).toContain('value="Webinars"')
    // The seeded header: Home, Topics with its four topics under it, Webinars, Videos…
    const items = menuItemsOf(headerMenuHtml)
    const form: Record<string, string> = { location: 'header' }
    items.forEach((item, i) => {
      Object.assign(form, { [`item.${i}.label`]: item.label, [`item.${i}.url`]: item.url, [`item.${i}.order`]: String(item.label === 'Videos' ? 6.6 : i + 1) })
      if (item.nested) form[`item.${i}.nested`] = 'on'
    })
    // A new link after the last topic, under Topics too.
    const blank = items.length
    Object.assign(form, { [`item.${blank}.label`]: 'Negotiation', [`item.${blank}.url`]: '/topics/9/negotiation', [`item.${blank}.order`]: '6.5', [`item.${blank}.nested`]: 'on' })
    const saved = await post('/admin/menus', form, editor.cookie)
    expect(saved.status).toBe(200)
    const home = await (await t.request('/')).text()
    const nav = /<nav class="site-header-menu"[\s\S]*?<\/nav>/.exec(home)![0]
    expect(nav).toMatch(/Sales Management<\/a><\/li>\n<li[^>]*><a href="\/topics\/9\/negotiation">Negotiation<\/a><\/li>\n<\/ul>/)
    expect(nav.indexOf('>Videos<')).toBeLessThan(nav.indexOf('>Webinars<'))

    const refused = await post('/admin/menus', { ...form, [`item.${blank}.url`]: 'javascript:alert(1)' }, editor.cookie)
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(textOf(refusedHtml)).toContain('An address starting with /, https:// or mailto:')
    expect(refusedHtml).toContain('value="javascript:alert(1)"')
    expect(await (await t.request('/')).text()).not.toContain('javascript:alert(1)')

    const contributor = await enrolledAs(t, 'contributor')
    expect((await page('/admin/menus', contributor.cookie)).status).toBe(403)
  })
})

describe('authors', () => {
  it('an editor adds an author with a photo, changes the bio, and the author page shows it; a taken address is refused', async () => {
    const [picture] = await t.database.db
      .select()
      .from(media)
      .where(sql`${media.width} > 0`)
      .limit(1)
    const made = await post('/admin/authors', { name: 'Rosa Quint', slug: '', jobTitle: 'Senior Editor', bio: 'Covers sales leadership.', avatarMediaId: String(picture!.id) }, editor.cookie)
    expect(made.status).toBe(200)
    const id = Number(/href="\/admin\/authors\/(\d+)"[^>]*>Rosa Quint</.exec(await (await page('/admin/authors', editor.cookie)).text())![1])
    expect(
      (
        await post(
          `/admin/authors/${id}`,
          { name: 'Rosa Quint', slug: 'rosa-quint', jobTitle: 'Senior Editor', bio: 'Covers sales leadership and enablement.', avatarMediaId: String(picture!.id) },
          editor.cookie,
        )
      ).status,
    ).toBe(200)
    // An author's page lists their published work (WordPress shows no author without any): give her a byline.
    const [article] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
      .orderBy(desc(posts.publishedAt))
      .limit(1)
    const byline = await post(
      `/admin/articles/${article!.id}`,
      { title: article!.title, slug: article!.slug, excerpt: article!.excerpt, contentHtml: article!.contentHtml, authorId: String(id), intent: 'save' },
      editor.cookie,
    )
    expect(byline.status).toBe(200)
    const shown = textOf(await (await t.request('/authors/rosa-quint')).text())
    expect(shown).toContain('Covers sales leadership and enablement.')
    const refused = await post('/admin/authors', { name: 'Another Rosa', slug: 'rosa-quint', jobTitle: '', bio: '', avatarMediaId: '' }, editor.cookie)
    expect(refused.status).toBe(400)
    expect(textOf(await refused.text())).toContain('Another author has this address')
    expect((await post(`/admin/authors/${id}`, { name: 'Rosa Quint', slug: 'rosa-quint', jobTitle: '', bio: '', avatarMediaId: '99999999' }, editor.cookie)).status).toBe(400)
    const author = await enrolledAs(t, 'author')
    expect((await page('/admin/authors', author.cookie)).status).toBe(403)
  })
})

describe('pages and landing pages', () => {
  it('an editor changes the About page and the site shows it', async () => {
    const [about] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'page'), eq(posts.slug, 'about')))
    const saved = await post(`/admin/content/pages/${about!.id}`, { ...itemForm(about!), contentHtml: '<p>We write for the people who sell.</p>', intent: 'save' }, editor.cookie)
    expect(saved.status).toBe(200)
    expect(textOf(await (await t.request('/about')).text())).toContain('We write for the people who sell.')
  })

  it('a landing page is composed until an editor writes one at its address, which then takes its place', async () => {
    const year = new Date().getUTCFullYear()
    const screen = await (await page('/admin/landing-pages', editor.cookie)).text()
    const write = /href="(\/admin\/content\/pages\/new\?slug=sales-training-success-insight-for-\d{4}[^"]*)"/.exec(screen)![1]!.replaceAll('&amp;', '&')
    expect(textOf(screen)).toContain('Composed from the year’s articles')
    const form = await (await page(write, editor.cookie)).text()
    expect(form).toContain(`value="sales-training-success-insight-for-${year}"`)
    expect(form).toContain(`value="Sales Training Success Insight for ${year}"`)
    const created = await post(
      '/admin/content/pages/new',
      {
        title: `Sales Training Success Insight for ${year}`,
        slug: `sales-training-success-insight-for-${year}`,
        excerpt: '',
        contentHtml: '<p>Our own words on training this year.</p>',
        intent: 'publish',
      },
      editor.cookie,
    )
    expect(created.status).toBe(302)
    expect(textOf(await (await t.request(`/sales-training-success-insight-for-${year}`)).text())).toContain('Our own words on training this year.')
    expect(textOf(await (await page('/admin/landing-pages', editor.cookie)).text())).toContain('Your written page')
  })
})

describe('files of section items', () => {
  const pdf = (words: string) => Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`)
  const multipart = (path: string, fields: Record<string, string>, files: Record<string, File>) => {
    const body = new FormData()
    // The file inputs carry files, never text.
    for (const [key, value] of Object.entries(fields)) if (!(key in files)) body.append(key, value)
    for (const [key, file] of Object.entries(files)) body.append(key, file)
    return t.request(path, { method: 'POST', headers: { Cookie: editor.cookie, 'X-Forwarded-For': '10.77.0.1' }, body })
  }

  it("an editor replaces a resource's gated PDF: it goes to the private folder, only the lead form's link serves it, and anything but a PDF is refused", async () => {
    const [resource] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'resources'), eq(posts.slug, 'the-pipeline-coverage-myth')))
    const fields = { ...itemForm(resource!), ...sectionFormOf('resources', resource!.acf), intent: 'save' }
    const png = await multipart(`/admin/content/resources/${resource!.id}`, fields, { 'f.file': new File([Buffer.from('\x89PNG\r\n\x1a\nnot a pdf')], 'sneaky.pdf', { type: 'application/pdf' }) })
    expect(png.status).toBe(400)
    expect(textOf(await png.text())).toContain('The download (PDF): Only PDF files: this one is not a PDF')
    expect((await t.database.db.select().from(posts).where(eq(posts.id, resource!.id)))[0]!.acf).toEqual(resource!.acf)

    const bytes = pdf('the new edition of the myth')
    const saved = await multipart(`/admin/content/resources/${resource!.id}`, fields, { 'f.file': new File([bytes], 'Pipeline Myth 2027.pdf', { type: 'application/pdf' }) })
    expect(saved.status).toBe(200)
    const acf = (await t.database.db.select().from(posts).where(eq(posts.id, resource!.id)))[0]!.acf as { file: string; file_size: number; file_type: string }
    expect(acf.file).toMatch(/^\/wp-content\/private\/resources\/pipeline-myth-2027-[0-9a-f]{8}\.pdf$/)
    expect(acf).toMatchObject({ file_size: bytes.length, file_type: 'application/pdf' })
    expect(existsSync(join(privateDirFor(TEST_UPLOADS), acf.file.replace('/wp-content/private/', '')))).toBe(true)
    expect((await t.request(acf.file)).status).toBe(404)

    const lead = await t.request('/resources/content/the-pipeline-coverage-myth/tallyforge', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.77.0.2' },
      body: new URLSearchParams({ firstname: 'Ada', lastname: 'Lovelace', email: `files.${Date.now()}@example.com`, company: 'Analytical', jobTitle: 'VP Sales', consent: 'on' }).toString(),
    })
    const link = /href="(\/resources\/download\/the-pipeline-coverage-myth\?key=[^"]+)"/.exec(await lead.text())![1]!.replaceAll('&amp;', '&')
    const download = await t.request(link)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it("an editor attaches an issue's digital edition; readers open it from the uploads", async () => {
    const [issue] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'issues'), eq(posts.status, 'publish')))
      .orderBy(desc(posts.publishedAt))
      .limit(1)
    const bytes = pdf('the digital edition')
    const saved = await multipart(
      `/admin/content/issues/${issue!.id}`,
      { ...itemForm(issue!), ...sectionFormOf('issues', issue!.acf), intent: 'save' },
      { 'f.digital_edition': new File([bytes], 'December.pdf', { type: 'application/pdf' }) },
    )
    expect(saved.status).toBe(200)
    const edition = ((await t.database.db.select().from(posts).where(eq(posts.id, issue!.id)))[0]!.acf as { digital_edition: string }).digital_edition
    expect(edition).toMatch(/^\/wp-content\/uploads\/documents\/\d{4}\/\d{2}\/december-[0-9a-f]{8}\.pdf$/)
    const served = await t.request(edition)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    expect(await (await t.request(`/magazine/${issue!.slug}`)).text()).toContain(edition)
  })
})

describe('finding terms', () => {
  it('the tags screen finds by name and pages through many', async () => {
    for (let i = 0; i < 55; i++)
      await t.database.db
        .insert(terms)
        .values({ taxonomy: 'post_tag', slug: `bulk-tag-${i}`, name: `Bulk tag ${String(i).padStart(2, '0')}` })
        .onConflictDoNothing()
    const found = textOf(await (await page('/admin/tags?q=bulk%20tag%2007', editor.cookie)).text())
    expect(found).toContain('Bulk tag 07')
    expect(found).not.toContain('Bulk tag 08')
    const first = await (await page('/admin/tags', editor.cookie)).text()
    expect(textOf(first)).toMatch(/\d+ tags, page 1 of \d+/)
    expect(first).toMatch(/<a href="[^"]*\?page=2"[^>]*>Next<\/a>/)
  })
})
