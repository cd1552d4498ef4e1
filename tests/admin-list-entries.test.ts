import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, posts } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** A ranked list's entries from a spreadsheet: checked whole with a preview, per-row errors and nothing taken on error; exported in the same columns. */
const t = withTestApp()
let editor: { cookie: string }
beforeAll(async () => {
  editor = await enrolledAs(t, 'editor')
})

const listEdition = async () =>
  (
    await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, 'lists'), sql`${posts.acf}->>'kind' = 'list'`, sql`jsonb_array_length(${posts.acf}->'segments') > 0`))
      .orderBy(desc(posts.id))
      .limit(1)
  )[0]!
const upload = (id: number, csv: string, cookie: string) => {
  const form = new FormData()
  form.append('intent', 'check')
  form.append('entries', new File([csv], 'entries.csv', { type: 'text/csv' }))
  return t.request(`/admin/content/lists/${id}/entries`, { method: 'POST', headers: { Cookie: cookie }, body: form })
}
const confirm = (id: number, csv: string, cookie: string) => {
  const form = new FormData()
  form.append('intent', 'import')
  form.append('csv', csv)
  return t.request(`/admin/content/lists/${id}/entries`, { method: 'POST', headers: { Cookie: cookie }, body: form })
}

function fiveHundred(segments: string[], bad: Record<number, string> = {}) {
  const lines = ['rank,company,person,segment,metric,previous_rank,website,headquarters']
  for (let rank = 1; rank <= 500; rank++)
    lines.push(
      bad[rank] ?? `${rank},Company ${rank} Inc.,Pat Doe,${segments[rank % segments.length]},"${(10_000 - rank * 7).toLocaleString('en-US')}",${rank + 3},https://c${rank}.example/,"Denver, CO"`,
    )
  return `${lines.join('\n')}\n`
}

describe('list entries from a spreadsheet', () => {
  it('reports both bad rows of a 500-row file and imports nothing; the fixed file is previewed, then imported, and the list shows it', async () => {
    const edition = await listEdition()
    const segments = (edition.acf.segments as { slug: string }[]).map((segment) => segment.slug)
    const entriesBefore = edition.acf.entries

    const broken = fiveHundred(segments, { 17: '17,,Pat Doe,nowhere,12,,,', 230: 'two hundred thirty,Company 230 Inc.,,' + segments[0] + ',5,,,' })
    const refused = await upload(edition.id, broken, editor.cookie)
    expect(refused.status).toBe(400)
    const said = textOf(await refused.text())
    expect(said).toContain('Nothing was imported.')
    expect(said).toContain('Line 18: company is empty; segment must be one of')
    expect(said).toContain('Line 231: rank must be a whole number from 1, not "two hundred thirty"')
    expect((await t.database.db.select().from(posts).where(eq(posts.id, edition.id)))[0]!.acf.entries).toEqual(entriesBefore)

    const fixed = fiveHundred(segments)
    const preview = await upload(edition.id, fixed, editor.cookie)
    expect(preview.status).toBe(200)
    const previewText = textOf(await preview.text())
    expect(previewText).toContain('The file has 500 good entries.')
    expect(previewText).toContain('Company 1 Inc.')
    // Nothing is taken before the editor confirms.
    expect((await t.database.db.select().from(posts).where(eq(posts.id, edition.id)))[0]!.acf.entries).toEqual(entriesBefore)

    const imported = await confirm(edition.id, fixed, editor.cookie)
    expect(imported.status).toBe(200)
    expect(textOf(await imported.text())).toContain('Imported 500 entries')
    const stored = (await t.database.db.select().from(posts).where(eq(posts.id, edition.id)))[0]!.acf as {
      entries: { rank: number; company: string; metric: number; change: number }[]
      family: string
      year: number
    }
    expect(stored.entries).toHaveLength(500)
    expect(stored.entries[0]).toMatchObject({ rank: 1, company: 'Company 1 Inc.', metric: 9993, previous_rank: 4, change: 3, headquarters: 'Denver, CO' })
    const page = textOf(await (await t.request(`/lists/${stored.year}/${stored.family}`)).text())
    expect(page).toContain('Company 1 Inc.')
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'list.import_entries'), eq(auditLog.itemId, String(edition.id))))
    expect(entry!.after).toEqual({ entries: 500 })
  })

  it('exports the entries in the columns the import takes, so an export imports again unchanged', async () => {
    const edition = await listEdition()
    const res = await t.request(`/admin/content/lists/${edition.id}/entries.csv`, { headers: { Cookie: editor.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await res.arrayBuffer())
    const csv = new TextDecoder().decode(bytes)
    expect(bytes.slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
    expect(csv.split('\r\n')[0]).toBe('rank,company,person,title,segment,metric,previous_rank,change,summary,website,headquarters')
    // The edition holds the 500 entries of the import above, every column filled.
    const before = (await t.database.db.select().from(posts).where(eq(posts.id, edition.id)))[0]!.acf.entries
    expect((await confirm(edition.id, csv, editor.cookie)).status).toBe(200)
    expect((await t.database.db.select().from(posts).where(eq(posts.id, edition.id)))[0]!.acf.entries).toEqual(before)
  })

  it('takes the file from a page with JavaScript too (the .data address), larger than a plain form may be', async () => {
    const edition = await listEdition()
    const segments = (edition.acf.segments as { slug: string }[]).map((segment) => segment.slug)
    const csv = fiveHundred(segments)
    expect(csv.length).toBeGreaterThan(16 * 1024)
    const form = new FormData()
    form.append('intent', 'check')
    form.append('entries', new File([csv], 'entries.csv', { type: 'text/csv' }))
    const res = await t.request(`/admin/content/lists/${edition.id}/entries.data`, { method: 'POST', headers: { Cookie: editor.cookie }, body: form })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Company 499 Inc.')
  })

  it('is for editors and admins only', async () => {
    const edition = await listEdition()
    const contributor = await enrolledAs(t, 'contributor')
    expect((await t.request(`/admin/content/lists/${edition.id}/entries`, { headers: { Cookie: contributor.cookie } })).status).toBe(403)
    expect((await t.request(`/admin/content/lists/${edition.id}/entries.csv`, { headers: { Cookie: contributor.cookie } })).status).toBe(403)
    expect((await upload(edition.id, 'rank,company\n1,X\n', contributor.cookie)).status).toBe(403)
    expect((await t.request('/admin/content/lists/999999/entries', { headers: { Cookie: editor.cookie } })).status).toBe(404)
  })
})
