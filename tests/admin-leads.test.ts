import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies, leads, posts } from '#db/schema/index.ts'
import { contactKeyOf } from '#lib/lead-fields.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'

/** Sales staff find, read, download and re-send leads in the back office (pages without JavaScript). */
const { t, smtp } = withMailedApp()

const get = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })
let n = 0
async function lead(fields: Partial<typeof leads.$inferInsert> & { kind: string; target: string; email: string }) {
  const [row] = await t.database.db
    .insert(leads)
    .values({ sponsor: '', accessHash: `hash-${++n}-${Date.now()}`, ...fields })
    .returning({ id: leads.id })
  return row!.id
}

describe('leads in the back office', () => {
  it('are for sales and administrators only', async () => {
    for (const role of ['editor', 'author'] as const) {
      const { cookie } = await enrolledAs(t, role)
      expect((await get('/admin/leads', cookie)).status).toBe(403)
      expect((await get('/admin/leads.csv', cookie)).status).toBe(403)
    }
    const reader = await signedInAs(t, 'reader')
    expect((await get('/admin/leads.csv', reader.cookie)).status).toBe(403)
    expect((await t.request('/admin/leads.csv')).status).toBe(302)
  })

  it('are listed newest first, filtered by form, sponsor, text and mail status, and downloaded as CSV', async () => {
    const sales = await enrolledAs(t, 'sales')
    await lead({ kind: 'webinar', target: '9001', sponsor: 'tallyforge', email: 'ana@acme.example', firstname: 'Ana', company: 'Acme', mailStatus: 'sent' })
    await lead({ kind: 'asset', target: 'pipeline-myth', sponsor: 'tallyforge', email: 'bo@beta.example', company: '=HYPERLINK("x")', mailStatus: 'failed', answers: { consent: true } })
    await lead({ kind: 'asset', target: 'pipeline-myth', sponsor: 'other', email: 'cy@gamma.example', mailStatus: 'sent' })
    await lead({ kind: 'landing', target: 'sales-insights-2026', email: 'di@delta.example', mailStatus: 'sent' })

    const all = await (await get('/admin/leads', sales.cookie)).text()
    expect(all.indexOf('cy@gamma.example')).toBeLessThan(all.indexOf('bo@beta.example'))
    const assets = await (await get('/admin/leads?kind=asset&sponsor=tallyforge', sales.cookie)).text()
    expect(assets).toContain('bo@beta.example')
    expect(assets).not.toContain('ana@acme.example')
    expect(assets).not.toContain('cy@gamma.example')
    expect(await (await get('/admin/leads?q=ACME', sales.cookie)).text()).toContain('ana@acme.example')
    // Every form the filter offers filters: an insight page's leads too.
    const landing = await (await get('/admin/leads?kind=landing', sales.cookie)).text()
    expect(landing).toContain('di@delta.example')
    expect(landing).not.toContain('ana@acme.example')
    const failed = await (await get('/admin/leads?mail=failed', sales.cookie)).text()
    expect(failed).toContain('bo@beta.example')
    expect(failed).not.toContain('cy@gamma.example')
    expect((await get('/admin/leads?kind=nonsense&from=yesterday&page=-3', sales.cookie)).status).toBe(200)

    const csv = await get('/admin/leads.csv?kind=asset&sponsor=tallyforge', sales.cookie)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = await csv.text()
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('created_at,updated_at,kind,target,sponsor,email,firstname,lastname,company,job_title,phone,submissions,mail_status,consent')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
  })

  it('shows a lead with its answers, and sends its mail again', async () => {
    const admin = await enrolledAs(t, 'admin')
    const id = await lead({
      kind: 'asset',
      target: 'resend-me',
      email: 'resend@example.com',
      firstname: 'Re',
      answers: { company_size: '11-50' },
      mailStatus: 'failed',
      mailAttempts: 3,
      mailMessage: { to: 'resend@example.com', subject: 'Your white paper', text: 'Here is your link.' },
    })
    const page = await (await get(`/admin/leads/${id}`, admin.cookie)).text()
    expect(page).toContain('company_size')
    expect(page).toContain('11-50')
    expect(page).toContain('failed, 3 attempts')
    const resent = await t.request(`/admin/leads/${id}`, formPost({}, admin.cookie))
    expect(resent.status).toBe(200)
    expect(await resent.text()).toContain('The mail was sent again.')
    await smtp.waitFor('resend@example.com', /^Your white paper$/)
    const [row] = await t.database.db.select({ status: leads.mailStatus, attempts: leads.mailAttempts }).from(leads).where(eq(leads.id, id))
    expect(row).toEqual({ status: 'sent', attempts: 4 })
    expect(await (await get('/admin/audit?action=lead.mail_resend', admin.cookie)).text()).toContain(`lead ${id}`)
    expect((await get('/admin/leads/999999999', admin.cookie)).status).toBe(404)
    expect((await get('/admin/leads/abc', admin.cookie)).status).toBe(404)
  })

  it('name the item by its title and the sponsor by its name, show the answers under the questions asked, and give sales the engagement score the sponsor sees', async () => {
    const [webinar] = await t.database.db
      .select({ id: posts.id, title: posts.title, acf: posts.acf })
      .from(posts)
      .where(and(eq(posts.type, 'webinars'), eq(posts.status, 'publish')))
      .limit(1)
    // A question of its own form beyond the contact fields (the seeded ones ask the team's size, the region...).
    const asked = (webinar!.acf.registration_form as { name: string; label: string }[]).find((field) => !contactKeyOf(field.name))!
    expect(asked).toBeDefined()
    const [sponsor] = await t.database.db.select({ key: companies.sponsorKey, name: companies.name }).from(companies).where(isNotNull(companies.sponsorKey)).limit(1)
    const id = await lead({ kind: 'webinar', target: String(webinar!.id), sponsor: sponsor!.key!, email: 'scored@example.com', firstname: 'Sam', answers: { [asked.name]: '11-50' } })
    const sales = await enrolledAs(t, 'sales')
    const html = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
    const list = html(await (await get(`/admin/leads?sponsor=${sponsor!.key}`, sales.cookie)).text())
    expect(list).toContain(webinar!.title)
    expect(list).toContain(sponsor!.name)
    const page = html(await (await get(`/admin/leads/${id}`, sales.cookie)).text())
    expect(page).toContain(webinar!.title)
    expect(page).toContain(sponsor!.name)
    // The answer under the question the reader saw, not the field's name.
    expect(page).toContain(`<dt>${asked.label}</dt><dd>11-50</dd>`)
    expect(page).not.toContain(`<dt>${asked.name}</dt>`)
    expect(page).toMatch(/Engagement score<\/dt><dd[^>]*>\d+/)
  })
})
