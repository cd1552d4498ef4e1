import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { writePost } from '#db/import/write-content.ts'
import { auditLog, companies } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { blankPng } from './utils/blank-png.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** A company's back-office screen: every detail saved shows on its page at once (the page cache purged); bad input is refused by field. */
const t = withTestApp()
let sales: { cookie: string; email: string }
let id: number

beforeAll(async () => {
  sales = await enrolledAs(t, 'sales')
  await writePost(t.database.db, {
    type: 'lists',
    slug: 'edit-test-list-2026',
    title: 'Edit test list 2026',
    publishedAt: new Date('2026-04-01T12:00:00Z'),
    modifiedAt: new Date('2026-04-01T12:00:00Z'),
    acf: { family: 'edit-test-list', year: 2026, kind: 'list', entries: [{ rank: 1, company: 'Zephyrine Quota Labs, Inc.', website: 'https://zephyrine.example/' }], winners: [] },
  })
  id = (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'zephyrine-quota-labs-inc')))[0]!.id
})

const save = (fields: Record<string, string | File>, cookie = sales.cookie, at = `/admin/companies/${id}`) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return t.request(at, { method: 'POST', body, headers: { Cookie: cookie, 'X-Forwarded-For': '10.81.0.1' } })
}
const complete = {
  name: 'Zephyrine Quota Labs',
  website: 'https://zephyrine-labs.example/',
  description: 'Zephyrine builds quota planning software.',
  headquarters: 'Lisbon, Portugal',
  sizeBand: '201-1,000',
}

describe('/admin/companies/:id', () => {
  it('is linked from the companies list and shows the aliases the rows used', async () => {
    const list = await (await t.request('/admin/companies?q=zephyrine', { headers: { Cookie: sales.cookie } })).text()
    expect(list).toContain(`href="/admin/companies/${id}"`)
    const res = await t.request(`/admin/companies/${id}`, { headers: { Cookie: sales.cookie } })
    expect(res.status).toBe(200)
    const text = textOf(await res.text())
    expect(text).toContain('Zephyrine Quota Labs, Inc.')
    expect(text).toContain('https://zephyrine.example/')
  })

  it('saves every field and the company’s page shows them, cached before or not', async () => {
    expect(textOf(await (await t.request('/companies/zephyrine-quota-labs-inc')).text())).not.toContain('Lisbon, Portugal')
    const logo = new File([new Uint8Array(blankPng(120, 40))], 'zephyrine.png', { type: 'image/png' })
    const res = await save({ ...complete, logo })
    expect(res.status).toBe(200)
    expect(textOf(await res.text())).toContain('Zephyrine Quota Labs is saved')
    const page = await (await t.request('/companies/zephyrine-quota-labs-inc')).text()
    const text = textOf(page)
    for (const shown of ['Lisbon, Portugal', '201-1,000', 'Zephyrine builds quota planning software.', 'zephyrine-labs.example']) expect(text).toContain(shown)
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, id))
    expect(company).toMatchObject({ ...complete, slug: 'zephyrine-quota-labs-inc' })
    expect(company!.logoMediaId).not.toBeNull()
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'))
    expect(entry).toMatchObject({ actorEmail: sales.email, itemId: String(id), after: { headquarters: 'Lisbon, Portugal' } })

    // Saved again without a file: the logo stays.
    expect((await save({ ...complete, sizeBand: '' })).status).toBe(200)
    const [again] = await t.database.db.select().from(companies).where(eq(companies.id, id))
    expect(again).toMatchObject({ sizeBand: '', logoMediaId: company!.logoMediaId })
  })

  it('answers bad input with the field’s message, and keeps what is stored', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...complete, name: '' }, 'required'],
      [{ ...complete, website: 'zephyrine.example' }, 'Give the website starting with https:// or http://'],
      [{ ...complete, sizeBand: 'huge' }, 'Choose one of the sizes'],
      [{ ...complete, description: 'x'.repeat(5000) }, '2000'],
      [{ ...complete, headquarters: 'Lis\0bon' }, ''],
    ]
    for (const [fields, message] of cases) {
      const res = await save(fields)
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400)
      expect(textOf(await res.text()).toLowerCase()).toContain(message.toLowerCase())
    }
    const notImage = await save({ ...complete, logo: new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }) })
    expect(notImage.status).toBe(400)
    expect(textOf(await notImage.text())).toContain('Not a JPEG, PNG, WebP or GIF image')
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, id))
    expect(company!.headquarters).toBe('Lisbon, Portugal')
  })

  it('is 404 for an unknown id or one past 2^31, and refused to staff without the business screens', async () => {
    for (const at of ['/admin/companies/2147483648', '/admin/companies/99999999', '/admin/companies/abc']) {
      expect((await t.request(at, { headers: { Cookie: sales.cookie } })).status, at).toBe(404)
      expect((await save(complete, sales.cookie, at)).status, at).toBe(404)
    }
    const editor = await enrolledAs(t, 'editor')
    expect((await t.request(`/admin/companies/${id}`, { headers: { Cookie: editor.cookie } })).status).toBe(403)
    expect((await t.request(`/admin/companies/${id}`, formPost({ ...complete, name: 'Taken Over' }, editor.cookie))).status).toBe(403)
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, id))
    expect(company!.name).toBe('Zephyrine Quota Labs')
  })
})
