import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads, magazineSubscriptions, newsletterSubscriptions, users } from '#db/schema/index.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** A person's data, exported as one file and erased on request, through the back office. */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

async function personWithEverything() {
  const reader = await signedInAs(t, 'reader')
  const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email))
  await t.database.db.insert(newsletterSubscriptions).values({ email: reader.email, userId: account!.id, dailyBoost: true })
  const [lead] = await t.database.db
    .insert(leads)
    .values({
      kind: 'asset',
      target: 'privacy-paper',
      sponsor: 'tallyforge',
      email: reader.email,
      firstname: 'Pia',
      company: 'Secret Co',
      answers: { consent: true, team_size: '10' },
      accessHash: `h-${reader.email}`,
    })
    .returning({ id: leads.id })
  const [order] = await t.database.db
    .insert(magazineSubscriptions)
    .values({
      submissionId: `s-${reader.email}`,
      planId: 'digital',
      listPriceCents: 4900,
      amountCents: 4900,
      status: 'paid',
      email: reader.email,
      firstname: 'Pia',
      lastname: 'Person',
      address1: '2 Hidden Rd',
      city: 'Nowhere',
      postalCode: '99999',
      country: 'US',
      cardBrand: 'visa',
      cardLast4: '1111',
    })
    .returning({ id: magazineSubscriptions.id })
  return { ...reader, accountId: account!.id, leadId: lead!.id, orderId: order!.id }
}

describe('privacy requests', () => {
  it('export everything stored about an address as one file, without secrets', async () => {
    const admin = await enrolledAs(t, 'admin')
    const person = await personWithEverything()
    const res = await t.request('/admin/privacy/export', formPost({ email: person.email.toUpperCase() }, admin.cookie))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="personal-data.json"')
    const file = (await res.json()) as { email: string; account: Record<string, unknown>; newsletters: unknown[]; leads: Record<string, unknown>[]; orders: Record<string, unknown>[] }
    expect(file.email).toBe(person.email)
    expect(file.account).toMatchObject({ email: person.email, firstname: 'Sam' })
    expect(file.account).not.toHaveProperty('passwordHash')
    expect(file.newsletters).toHaveLength(1)
    expect(file.leads[0]).toMatchObject({ company: 'Secret Co', answers: { consent: true, team_size: '10' } })
    expect(file.leads[0]).not.toHaveProperty('accessHash')
    expect(file.orders[0]).toMatchObject({ address1: '2 Hidden Rd', cardLast4: '1111' })
    expect((await t.request('/admin/privacy/export', formPost({ email: 'not an address' }, admin.cookie))).status).toBe(400)
    expect(await (await t.request('/admin/audit?action=privacy.export', { headers: { Cookie: admin.cookie } })).text()).not.toContain(person.email)
  })

  it('erase an address: the account goes, leads and orders stay without personal fields, the log keeps no address', async () => {
    const admin = await enrolledAs(t, 'admin')
    const person = await personWithEverything()
    const mismatch = await t.request('/admin/privacy', formPost({ intent: 'erase', email: person.email, confirmEmail: 'someone.else@example.com' }, admin.cookie))
    expect(mismatch.status).toBe(400)
    expect(await mismatch.text()).toContain('Type the same address again to confirm')

    const res = await t.request('/admin/privacy', formPost({ intent: 'erase', email: person.email, confirmEmail: person.email }, admin.cookie))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Erased: the account, 1 newsletter choice; 1 lead and 1 order kept without personal details.')
    expect(await t.database.db.select().from(users).where(eq(users.id, person.accountId))).toEqual([])
    expect(await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, person.email))).toEqual([])
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, person.leadId))
    expect(lead).toMatchObject({ email: `erased-lead-${person.leadId}@erased.invalid`, firstname: '', company: '', answers: {}, sponsor: 'tallyforge', target: 'privacy-paper' })
    const [order] = await t.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, person.orderId))
    expect(order).toMatchObject({ email: `erased-order-${person.orderId}@erased.invalid`, address1: '', lastname: '', amountCents: 4900, status: 'paid' })
    expect((await t.request('/profile', { headers: { Cookie: person.cookie } })).status).toBe(302)

    const log = await (await t.request('/admin/audit?action=privacy.erase', { headers: { Cookie: admin.cookie } })).text()
    expect(log).toContain('privacy.erase')
    expect(log).not.toContain(person.email)
  })

  it('refuses to erase a staff account, and is closed to content staff', async () => {
    const admin = await enrolledAs(t, 'admin')
    const editor = await enrolledAs(t, 'editor')
    const refused = await t.request('/admin/privacy', formPost({ intent: 'erase', email: editor.email, confirmEmail: editor.email }, admin.cookie))
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('take its role away first')
    expect((await t.request('/admin/privacy', { headers: { Cookie: editor.cookie } })).status).toBe(403)
    expect((await t.request('/admin/privacy/export', formPost({ email: admin.email }, editor.cookie))).status).toBe(403)
  })
})
