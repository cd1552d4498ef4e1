import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eventPassOrders, eventPassTypes, leads, posts } from '#db/schema/index.ts'
import { decodeHtml } from './html.ts'
import { seededConference } from './utils/seeded-events.ts'
import { formPost } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * A free pass asks the event's own registration form, built in the back office with the webinars'
 * form builder (issue 29): its fields on the page, its checks on the server, its answers kept on
 * the order and given to the sponsors with the lead. A paid pass still asks the contact fields.
 */
let t: TestApp
let page: string
let free: number
let paid: number

const FORM = [
  { name: 'first_name', label: 'First name', type: 'text', required: true, options: [] },
  { name: 'last_name', label: 'Last name', type: 'text', required: true, options: [] },
  { name: 'email', label: 'Email', type: 'email', required: true, options: [] },
  { name: 'diet', label: 'Dietary needs', type: 'select', required: true, options: ['None', 'Vegetarian', 'Vegan'] },
  { name: 'question', label: 'A question for the speakers', type: 'textarea', required: false, options: [] },
]

beforeAll(async () => {
  t = await createTestApp()
  await t.app.jobs?.start({ work: true })
  const conference = await seededConference(t)
  page = conference.page
  // Set in the store before anything reads the event.
  await t.database.db
    .update(posts)
    .set({ acf: sql`${posts.acf} || ${JSON.stringify({ registration_form: FORM })}::jsonb` })
    .where(eq(posts.id, conference.eventId))
  const types = await t.database.db
    .insert(eventPassTypes)
    .values([
      { eventId: conference.eventId, name: 'Community pass', priceCents: 0, capacity: 5 },
      { eventId: conference.eventId, name: 'Paid pass', priceCents: 10000, capacity: 5 },
    ])
    .returning()
  free = types[0]!.id
  paid = types[1]!.id
})

afterAll(async () => {
  await t?.close()
})

const register = (fields: Record<string, string>) =>
  t.request(
    page,
    formPost({
      submissionId: `reg-${randomBytes(10).toString('hex')}`,
      passTypeId: String(free),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `reg-${randomBytes(4).toString('hex')}@example.com`,
      ...fields,
    }),
  )

describe('a free pass with the event’s registration form', () => {
  it('shows the event’s fields for the free pass, and the contact fields for a paid one', async () => {
    const freeForm = decodeHtml(await (await t.request(`${page}?pass=${free}`)).text())
    expect(freeForm).toContain('Dietary needs')
    expect(freeForm).toContain('A question for the speakers')
    expect(freeForm).not.toContain('Job title')
    const paidForm = decodeHtml(await (await t.request(`${page}?pass=${paid}`)).text())
    expect(paidForm).toContain('Job title')
    expect(paidForm).not.toContain('Dietary needs')
  })

  it('keeps the answers on the order, and gives them to the sponsors with the lead', async () => {
    const email = `reg-${randomBytes(4).toString('hex')}@example.com`
    expect((await register({ email, diet: 'Vegan', question: 'How do you forecast?', shareWithSponsors: 'on' })).status).toBe(302)
    const [order] = await t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.email, email))
    expect(order).toMatchObject({ status: 'paid', paymentProvider: 'free', firstname: 'Grace', lastname: 'Hopper', answers: { diet: 'Vegan', question: 'How do you forecast?' } })
    await vi.waitFor(
      async () => {
        const [lead] = await t.database.db
          .select()
          .from(leads)
          .where(and(eq(leads.email, email), eq(leads.sponsor, 'tallyforge')))
        expect(lead).toMatchObject({ kind: 'event_pass', firstname: 'Grace', answers: { diet: 'Vegan', question: 'How do you forecast?', pass: 'Community pass' } })
      },
      { timeout: 30_000, interval: 100 },
    )
  })

  it('refuses a missing required answer, a choice not offered, a NUL and an over-long answer, keeping nothing', async () => {
    const before = (await t.database.db.select().from(eventPassOrders)).length
    const refused: Record<string, string>[] = [
      {},
      { diet: 'Carnivore' },
      { diet: 'None', question: 'a\u0000b' },
      { diet: 'None', question: 'x'.repeat(2001) },
      { diet: 'None', passTypeId: '2147483648' },
    ]
    for (const fields of refused) {
      const answer = await register(fields)
      expect(answer.status, JSON.stringify(fields).slice(0, 60)).toBe(400)
    }
    expect(await t.database.db.select().from(eventPassOrders)).toHaveLength(before)
  })
})
