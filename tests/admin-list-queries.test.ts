import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#db/schema/index.ts'
import { seedAdminListRows } from '#db/seed/admin-lists.ts'
import { enrolledAs, signedInAs } from './utils/staff-sessions.ts'
import { planOf, statementsDuring, unboundedReads, type Statement } from './utils/statement-log.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * Issue 27 item 3: every back-office list is paged by the database. For each list screen, the
 * number of statements does not grow with the tables (no statement per row), and no statement
 * reads a large table whole except to count it: rows are fetched by an index in the page's order
 * under a LIMIT, or by key. Plans are taken with sequential scans disabled, so a Seq Scan that
 * remains means no index serves the statement. Counts and plans, never timings.
 */
const LARGE_TABLES = new Set(['leads', 'newsletter_subscriptions', 'newsletter_confirmations', 'audit_log', 'magazine_subscriptions', 'posts', 'media', 'sessions'])
const ADMIN_LISTS = [
  '/admin',
  '/admin/subscribers',
  '/admin/leads',
  '/admin/leads?sponsor=sponsor-1',
  '/admin/leads?mailStatus=failed',
  '/admin/webinars',
  '/admin/orders',
  '/admin/promo-codes',
  '/admin/sponsors',
  '/admin/audit',
  '/admin/staff',
  '/admin/articles',
  '/admin/media',
  '/admin/topics',
]
const SPONSOR_LISTS = ['/sponsor/leads', '/sponsor']

let t: TestApp
let admin: string
let sponsor: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await enrolledAs(t, 'admin')).cookie
  const member = await signedInAs(t, 'sponsor')
  await t.database.db.update(users).set({ sponsor: 'sponsor-1' }).where(eq(users.email, member.email))
  sponsor = member.cookie
})
afterAll(() => t?.close())

async function statementsOf(path: string, cookie: string): Promise<Statement[]> {
  let status = 0
  const seen = await statementsDuring(t, async () => {
    const res = await t.request(path, { headers: { Cookie: cookie } })
    status = res.status
    await res.arrayBuffer()
  })
  expect(status, path).toBe(200)
  return seen
}

const reads = (statements: Statement[]) => statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.text))

describe('back-office lists page in SQL', () => {
  it('send as many statements with many rows as with few, and none reads a large table whole to list it', async () => {
    const lists = [...ADMIN_LISTS.map((path) => ({ path, cookie: admin })), ...SPONSOR_LISTS.map((path) => ({ path, cookie: sponsor }))]
    await seedAdminListRows(t.database.db, { tag: 'few', subscribers: 60, pending: 6, leads: 60, sponsors: 3 })
    const few = new Map<string, number>()
    // Each screen once first: what a first visit reads once and keeps (content, signing keys) is not a list's cost.
    for (const { path, cookie } of lists) await statementsOf(path, cookie)
    for (const { path, cookie } of lists) few.set(path, (await statementsOf(path, cookie)).length)

    await seedAdminListRows(t.database.db, { tag: 'many', subscribers: 3000, pending: 300, leads: 3000, sponsors: 12 })
    const problems: string[] = []
    for (const { path, cookie } of lists) {
      const statements = await statementsOf(path, cookie)
      if (statements.length !== few.get(path)) problems.push(`${path}: ${few.get(path)} statements with few rows, ${statements.length} with many`)
      for (const statement of reads(statements)) {
        const unbounded = unboundedReads(await planOf(t, statement), LARGE_TABLES)
        if (unbounded.length) problems.push(`${path}: ${unbounded.join(', ')} in: ${statement.text.slice(0, 300)}`)
      }
    }
    expect(problems).toEqual([])
  }, 180_000)
})
