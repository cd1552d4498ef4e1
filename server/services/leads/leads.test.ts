import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { users } from '#db/schema/index.ts'
import { createTestLeads } from '#tests/utils/test-leads.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { digitsOnly, type Leads } from './leads.ts'
import type { Mailer } from '../mail/mail.ts'

let database: DatabaseHandle
let jobs: JobQueue
let leads: Leads
/** The mail server is down while this is set. */
let mailDown = false
beforeAll(async () => {
  const mailer: Mailer = { send: () => (mailDown ? Promise.reject(new Error('SMTP down')) : Promise.resolve()) }
  ;({ database, jobs, leads } = await createTestLeads({ mailer, work: true, mailRetryDelaySeconds: 1 }))
})
afterAll(async () => {
  await jobs.stop()
  await database.close()
})

const base = { kind: 'asset' as const, target: 'the-pipeline-coverage-myth', sponsor: 'tallyforge' }

describe('leads', () => {
  it('stores a lead with the address lower-cased and the phone as digits', async () => {
    const { lead, created, accessToken } = await leads.submit({ ...base, email: ' Ana@Example.COM ', firstname: ' Ana ', phone: '+1 (555) 010-2030' })
    expect(created).toBe(true)
    expect(lead).toMatchObject({ email: 'ana@example.com', firstname: 'Ana', phone: '15550102030', sponsor: 'tallyforge', submissions: 1, mailStatus: 'pending' })
    expect(lead.accessHash).not.toContain(accessToken)
  })

  it('a second submission of the same address updates the one row instead of adding one', async () => {
    const first = await leads.submit({ ...base, target: 'retry-target', email: 'bo@example.com', company: 'Old' })
    const second = await leads.submit({ ...base, target: 'retry-target', email: 'BO@example.com', company: 'New' })
    expect(second.created).toBe(false)
    expect(second.lead.id).toBe(first.lead.id)
    expect(second.lead).toMatchObject({ company: 'New', submissions: 2 })
    expect(await leads.list({ kind: 'asset', target: 'retry-target' })).toHaveLength(1)
  })

  it('keeps a known account link when a later submission comes from a signed-out browser', async () => {
    const [user] = await database.db.insert(users).values({ email: 'cy@example.com', passwordHash: 'x' }).returning()
    const { lead } = await leads.submit({ ...base, target: 'linked', email: 'cy@example.com', userId: user!.id })
    const again = await leads.submit({ ...base, target: 'linked', email: 'cy@example.com' })
    expect(again.lead.userId).toBe(user!.id)
    expect(lead.userId).toBe(user!.id)
  })

  it('grants access by token (only the newest one), by account or by address', async () => {
    const first = await leads.submit({ kind: 'webinar', target: '27', email: 'di@example.com' })
    const second = await leads.submit({ kind: 'webinar', target: '27', email: 'di@example.com' })
    const grant = { kind: 'webinar' as const, target: '27' }
    expect(await leads.hasAccess(grant, { tokens: [second.accessToken] })).toBe(true)
    expect(await leads.hasAccess(grant, { tokens: [first.accessToken] })).toBe(false)
    expect(await leads.hasAccess(grant, { tokens: ['made-up'] })).toBe(false)
    expect(await leads.hasAccess(grant, { email: 'DI@example.com' })).toBe(true)
    expect(await leads.hasAccess({ kind: 'webinar', target: '28' }, { email: 'di@example.com' })).toBe(false)
    expect(await leads.hasAccess(grant, {})).toBe(false)
  })

  it('records a failed mail, never throwing to the form, and staff can send it again at once', async () => {
    mailDown = true
    const { lead } = await leads.submit({ kind: 'mediakit', target: 'media-kit', email: 'ed@example.com' }, ({ lead }) => [{ to: lead.email, subject: 's', text: 't' }])
    await expect.poll(() => leads.get(lead.id), { timeout: 10_000 }).toMatchObject({ mailStatus: 'failed', mailAttempts: 1 })
    mailDown = false
    expect(await leads.sendAgain(lead.id)).toBe(true)
    expect(await leads.get(lead.id)).toMatchObject({ mailStatus: 'sent' })
  })

  it('lists leads since a date', async () => {
    const future = new Date(Date.now() + 60_000)
    expect(await leads.list({ kind: 'asset', since: future })).toEqual([])
    expect((await leads.list({ kind: 'asset' })).length).toBeGreaterThan(0)
  })

  it('keeps only digits of a phone number', () => {
    expect(digitsOnly('+44 (0)20 7946-0958')).toBe('4402079460958')
  })
})
