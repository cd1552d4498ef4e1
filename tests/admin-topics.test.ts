import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { terms } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** Topics made and renamed in the back office show on the site at once; only editors and admins change them. */
const t = withTestApp()

describe('topics in the back office', () => {
  it('an editor adds a topic and renames it; the site follows; a taken address or no name is refused', async () => {
    const { cookie } = await enrolledAs(t, 'editor')
    expect(textOf(await (await t.request('/topics')).text())).not.toContain('Sales Coaching')
    const added = await t.request('/admin/topics', formPost({ name: 'Sales Coaching', slug: '', description: 'Helping sellers get better.' }, cookie))
    expect(added.status).toBe(200)
    const [topic] = await t.database.db
      .select()
      .from(terms)
      .where(and(eq(terms.taxonomy, 'category'), eq(terms.slug, 'sales-coaching')))
    expect(topic).toMatchObject({ name: 'Sales Coaching', description: 'Helping sellers get better.' })

    expect((await t.request('/admin/topics', formPost({ name: '' }, cookie))).status).toBe(400)
    const taken = await t.request('/admin/topics', formPost({ name: 'Coaching again', slug: 'sales-coaching' }, cookie))
    expect(taken.status).toBe(400)
    expect(textOf(await taken.text())).toContain('Another topic has this address')

    const renamed = await t.request(`/admin/topics/${topic!.id}`, formPost({ name: 'Sales Coaching and Mentoring', slug: 'sales-coaching', description: 'Helping sellers get better.' }, cookie))
    expect(renamed.status).toBe(200)
    const page = await t.request(`/topics/${topic!.id}/sales-coaching`)
    expect(textOf(await page.text())).toContain('Sales Coaching and Mentoring')
    expect((await t.request('/admin/topics/999999', { headers: { Cookie: cookie } })).status).toBe(404)
  })

  it('is closed to authors and sales', async () => {
    for (const role of ['author', 'sales'] as const) {
      const { cookie } = await enrolledAs(t, role)
      expect((await t.request('/admin/topics', { headers: { Cookie: cookie } })).status, role).toBe(403)
      expect((await t.request('/admin/topics', formPost({ name: 'Nope' }, cookie))).status, role).toBe(403)
    }
  })
})
