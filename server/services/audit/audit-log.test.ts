import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { users } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { AUDIT_PAGE_SIZE, createAuditLog, type AuditActor } from './audit-log.ts'

let database: DatabaseHandle
let audit: ReturnType<typeof createAuditLog>
let editor: AuditActor
let admin: AuditActor

beforeAll(async () => {
  database = await createTestDatabase()
  audit = createAuditLog({ db: database.db })
  const [a, b] = await database.db
    .insert(users)
    .values([
      { email: 'editor@example.com', passwordHash: 'x', role: 'editor' },
      { email: 'admin@example.com', passwordHash: 'x', role: 'admin' },
    ])
    .returning({ id: users.id, email: users.email })
  editor = a!
  admin = b!
})
afterAll(() => database.close())

describe('audit log', () => {
  it('keeps who did what to which item, with the item before and after', async () => {
    await audit.record({ actor: editor, action: 'article.update', itemType: 'post', itemId: 42, before: { title: 'Old' }, after: { title: 'New' } })
    const { rows: entries, total } = await audit.list({ itemType: 'post', itemId: '42' })
    expect(total).toBe(1)
    expect(entries[0]).toMatchObject({ actorId: editor.id, actorEmail: 'editor@example.com', action: 'article.update', itemId: '42', before: { title: 'Old' }, after: { title: 'New' } })
    expect(entries[0]!.at).toBeInstanceOf(Date)
  })

  it('filters by actor and action, newest first, a page at a time', async () => {
    for (let n = 0; n < AUDIT_PAGE_SIZE + 3; n++) await audit.record({ actor: admin, action: 'staff.invite', itemType: 'user', itemId: n })
    const first = await audit.list({ actorId: admin.id, action: 'staff.invite' })
    expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 3, page: 1, pages: 2 })
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE)
    expect(first.rows[0]!.itemId).toBe(String(AUDIT_PAGE_SIZE + 2))
    const second = await audit.list({ actorId: admin.id, action: 'staff.invite' }, 2)
    expect(second.rows.map((entry) => entry.itemId)).toEqual(['2', '1', '0'])
    expect(second).toMatchObject({ page: 2, pages: 2 })
    expect((await audit.list({ actorId: editor.id })).total).toBe(1)
  })

  it('filters by time', async () => {
    const future = new Date(Date.now() + 3600_000)
    expect((await audit.list({ from: future })).total).toBe(0)
    expect((await audit.list({ to: future })).total).toBe(AUDIT_PAGE_SIZE + 4)
  })

  it('commits an entry with the transaction that makes the change, or not at all', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record({ actor: editor, action: 'article.trash', itemType: 'post', itemId: 7 }, tx)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect((await audit.list({ action: 'article.trash' })).total).toBe(0)
  })

  it('keeps the entry when the actor account is deleted', async () => {
    const [gone] = await database.db.insert(users).values({ email: 'gone@example.com', passwordHash: 'x', role: 'author' }).returning({ id: users.id, email: users.email })
    await audit.record({ actor: gone!, action: 'article.create', itemType: 'post', itemId: 9 })
    await database.db.delete(users).where(eq(users.id, gone!.id))
    const { rows: entries } = await audit.list({ action: 'article.create' })
    expect(entries[0]).toMatchObject({ actorId: null, actorEmail: 'gone@example.com' })
  })
})
