import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adoptSponsors } from '#db/companies/sponsor-companies.ts'
import { rowsOf } from '#server/content/service/search/corrections.ts'
import { companies, leads, posts, users } from '#db/schema/index.ts'
import { SPONSOR_NOT_LISTED } from '#lib/section-fields.ts'
import { decodeHtml, textOf } from './html.ts'
import { blankPng } from './utils/blank-png.ts'
import { itemFormOf, sectionFormOf } from './utils/section-forms.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * Sponsors are companies (decision 067): the sponsors older data names by a free-text key are
 * adopted as companies, sales add a sponsor once with its name, website and logo, every editor picks
 * it from one list, and its company page, the Sponsors screen and the portal name it by its name.
 */
let t: TestApp
let sales: { email: string; cookie: string }
let editor: { email: string; cookie: string }

const sponsorKeys = async () =>
  new Map((await t.database.db.select({ key: companies.sponsorKey, name: companies.name, slug: companies.slug }).from(companies).where(isNotNull(companies.sponsorKey))).map((row) => [row.key!, row]))

const addSponsor = (fields: Record<string, string | File>, cookie = sales.cookie) => {
  const body = new FormData()
  body.append('intent', 'add')
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return t.request('/admin/sponsors', { method: 'POST', body, headers: { Cookie: cookie, 'X-Forwarded-For': '10.67.0.1' } })
}

async function upcomingWebinar() {
  const [row] = await t.database.db
    .select()
    .from(posts)
    .where(eq(posts.type, 'webinars'))
    .orderBy(sql`${posts.id} desc`)
    .limit(1)
  return row!
}

const webinarForm = (webinar: Awaited<ReturnType<typeof upcomingWebinar>>, extra: Record<string, string>) => ({
  ...itemFormOf(webinar),
  ...sectionFormOf('webinars', webinar.acf),
  intent: 'save',
  ...extra,
})

beforeAll(async () => {
  t = await createTestApp()
  sales = await enrolledAs(t, 'sales')
  editor = await enrolledAs(t, 'editor')
})
afterAll(() => t?.close())

describe('sponsors as companies', () => {
  it('every sponsor the seeded webinars, resources and events name is a company under its key, with its name', async () => {
    const keys = await sponsorKeys()
    const rows = rowsOf<{ key: string; name: string }>(
      await t.database.db.execute(
        sql`select distinct s->>'slug' as key, s->>'name' as name from posts, jsonb_array_elements(case when acf ? 'sponsors' then acf->'sponsors' else jsonb_build_array(acf->'sponsor') end) s where type in ('webinars', 'resources', 'events') and s->>'slug' <> ''`,
      ),
    )
    expect(rows.length).toBeGreaterThan(2)
    for (const row of rows) expect(keys.get(row.key)?.name).toBe(row.name)
  })

  it('adopts what older data names by key alone, once; an application’s list is no sponsor; a listed company becomes the sponsor', async () => {
    const [listed] = await t.database.db
      .select()
      .from(companies)
      .where(sql`${companies.sponsorKey} is null`)
      .limit(1)
    await t.database.db.insert(leads).values([
      { kind: 'asset', target: 'old-paper', sponsor: 'legacy-dialer', email: 'old.lead@example.com', accessHash: 'hash-legacy' },
      { kind: 'application', target: 'quota-500', sponsor: 'quota-500', email: 'applicant@example.com', accessHash: 'hash-application' },
    ])
    // An older webinar's sponsor named like a company on the lists.
    const webinar = await upcomingWebinar()
    const [older] = await t.database.db
      .insert(posts)
      .values({
        type: 'webinars',
        slug: 'older-sponsored',
        title: 'Older sponsored webinar',
        status: 'draft',
        acf: { ...webinar.acf, sponsor: { name: listed!.name, slug: 'listed-sponsor', url: '' } },
      })
      .returning({ id: posts.id })
    expect(await adoptSponsors(t.database.db)).toBe(2)
    expect(await adoptSponsors(t.database.db)).toBe(0)
    const keys = await sponsorKeys()
    expect(keys.get('legacy-dialer')?.name).toBe('Legacy Dialer')
    expect(keys.has('quota-500')).toBe(false)
    expect(keys.get('listed-sponsor')?.slug).toBe(listed!.slug)
    await t.database.db.delete(posts).where(eq(posts.id, older!.id))
  })

  it('sales add a sponsor once, with its logo and website; the Sponsors screen lists every sponsor, with or without leads', async () => {
    const logo = new File([new Uint8Array(blankPng(120, 40))], 'acme-logo.png', { type: 'image/png' })
    const added = await addSponsor({ name: 'Acme Dialer Systems', website: 'https://acme-dialer.example/', key: '', logo })
    expect(added.status).toBe(200)
    expect(decodeHtml(await added.text())).toContain('Acme Dialer Systems is a sponsor now, as “acme-dialer-systems”')
    const [company] = await t.database.db.select().from(companies).where(eq(companies.sponsorKey, 'acme-dialer-systems'))
    expect(company).toMatchObject({ name: 'Acme Dialer Systems', website: 'https://acme-dialer.example/' })
    expect(company!.logoMediaId).not.toBeNull()
    const screen = textOf(await (await t.request('/admin/sponsors', { headers: { Cookie: sales.cookie } })).text())
    // No leads yet, listed all the same; the seeded sponsors by their companies' names.
    expect(screen).toMatch(/Acme Dialer Systems\s*acme-dialer-systems\s*https:\/\/acme-dialer\.example\/\s*\S*\s*0/)
    expect(screen).toContain('Tallyforge')
  })

  it('refuses a second sponsor under a key or company that sponsors, and bad input, with a 400 and nothing stored', async () => {
    const before = (await sponsorKeys()).size
    const refusals: [Record<string, string>, string][] = [
      [{ name: 'Another Acme', key: 'acme-dialer-systems' }, 'Acme Dialer Systems sponsors under this short name already'],
      [{ name: 'Acme Dialer Systems', key: 'acme-two' }, 'Acme Dialer Systems is a sponsor already, as “acme-dialer-systems”'],
      [{ name: 'Bad Key', key: 'Not A Key!' }, 'Use lower-case letters, digits and hyphens'],
      [{ name: 'Bad Site', website: 'javascript:alert(1)' }, 'Give the website starting with https:// or http://'],
      [{ name: 'Nul\u0000Co' }, ''],
      [{ name: 'x'.repeat(100_000) }, ''],
      [{ name: '' }, ''],
    ]
    for (const [fields, message] of refusals) {
      const answer = await addSponsor(fields)
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400)
      if (message) expect(decodeHtml(await answer.text())).toContain(message)
    }
    expect((await sponsorKeys()).size).toBe(before)
    // A reader or an editor may not add one.
    expect((await addSponsor({ name: 'Sneaky Co' }, editor.cookie)).status).toBe(403)
  })

  it('an editor picks a webinar’s sponsor from the sponsor companies: the item takes its name, website and logo; a key no company has is refused', async () => {
    const webinar = await upcomingWebinar()
    const editorPage = await (await t.request(`/admin/content/webinars/${webinar.id}`, { headers: { Cookie: editor.cookie } })).text()
    expect(editorPage).toMatch(/<select[^>]*name="f\.sponsor\.slug"/)
    expect(editorPage).toContain('<option value="acme-dialer-systems">Acme Dialer Systems</option>')
    expect(editorPage).not.toContain('name="f.sponsor.name"')

    const refused = await t.request(`/admin/content/webinars/${webinar.id}`, formPost(webinarForm(webinar, { 'f.sponsor.slug': 'typo-co' }), editor.cookie))
    expect(refused.status).toBe(400)
    expect(decodeHtml(await refused.text())).toContain(SPONSOR_NOT_LISTED)
    expect((await upcomingWebinar()).acf.sponsor).toEqual(webinar.acf.sponsor)

    const saved = await t.request(`/admin/content/webinars/${webinar.id}`, formPost(webinarForm(webinar, { 'f.sponsor.slug': 'acme-dialer-systems', 'f.sponsor.name': 'Typed Name' }), editor.cookie))
    expect(saved.status).toBe(200)
    const sponsor = (await upcomingWebinar()).acf.sponsor as Record<string, string>
    expect(sponsor).toMatchObject({ slug: 'acme-dialer-systems', name: 'Acme Dialer Systems', url: 'https://acme-dialer.example/' })
    expect(sponsor.logo).toMatch(/^\/wp-content\/uploads\/library\//)
  })

  it('an event’s sponsors are picked the same way, each with its tier', async () => {
    const [event] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'events'), eq(posts.status, 'publish')))
      .limit(1)
    const form = {
      ...itemFormOf(event!),
      ...Object.fromEntries(Object.entries(sectionFormOf('events', event!.acf)).filter(([name]) => !name.startsWith('f.sponsors.'))),
      'f.sponsors.0.slug': 'acme-dialer-systems',
      'f.sponsors.0.level': 'gold',
      'f.sponsors.1.slug': '',
      intent: 'save',
    }
    expect((await t.request(`/admin/content/events/${event!.id}`, formPost(form, editor.cookie))).status).toBe(200)
    const [after] = await t.database.db.select({ acf: posts.acf }).from(posts).where(eq(posts.id, event!.id))
    expect(after!.acf.sponsors).toMatchObject([{ slug: 'acme-dialer-systems', name: 'Acme Dialer Systems', level: 'gold' }])
  })

  it('the company’s page shows what it sponsors', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.sponsorKey, 'acme-dialer-systems'))
    const page = textOf(await (await t.request(`/companies/${company!.slug}`)).text())
    const webinar = await upcomingWebinar()
    expect(page).toContain('Sponsored by Acme Dialer Systems')
    expect(page).toContain(`Webinar ${webinar.title}`)
  })

  it('an invitation names a sponsor of the list, and its portal is titled by the company’s name', async () => {
    const unknown = await t.request('/admin/sponsors', formPost({ intent: 'invite', email: 'new.person@example.com', sponsor: 'no-such-sponsor' }, sales.cookie))
    expect(unknown.status).toBe(400)
    expect(decodeHtml(await unknown.text())).toContain('Pick a sponsor from the list')
    const invited = await t.request('/admin/sponsors', formPost({ intent: 'invite', email: 'acme.person@example.com', sponsor: 'acme-dialer-systems' }, sales.cookie))
    expect(decodeHtml(await invited.text())).toContain('Invitation to the Acme Dialer Systems portal sent to acme.person@example.com.')
    const sponsor = await signedInAs(t, 'sponsor')
    await t.database.db.update(users).set({ sponsor: 'acme-dialer-systems' }).where(eq(users.email, sponsor.email))
    const portal = await (await t.request('/sponsor', { headers: { Cookie: sponsor.cookie } })).text()
    expect(textOf(portal)).toContain('Acme Dialer Systems')
  })

  it('a merge moves a sponsor’s key to the company kept, and refuses to join two sponsors', async () => {
    const admin = await enrolledAs(t, 'admin')
    const keys = await sponsorKeys()
    const merge = (from: string, into: string) => t.request('/admin/companies', formPost({ from, into }, admin.cookie))
    const refused = await merge(keys.get('acme-dialer-systems')!.slug, keys.get('tallyforge')!.slug)
    expect(refused.status).toBe(400)
    const [plain] = await t.database.db
      .select()
      .from(companies)
      .where(sql`${companies.sponsorKey} is null`)
      .limit(1)
    expect((await merge(keys.get('legacy-dialer')!.slug, plain!.slug)).status).toBe(200)
    expect((await sponsorKeys()).get('legacy-dialer')?.slug).toBe(plain!.slug)
  })
})
