import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { sessions, staffInvitations, users } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createToken, hashToken } from '../accounts/tokens.ts'
import { createAuditLog } from '../audit/audit-log.ts'
import type { MailMessage } from '../mail/mail.ts'
import { staffService } from '#tests/utils/staff-service.ts'
import type { Staff, StaffMember } from './staff.ts'

let database: DatabaseHandle
let staff: Staff
let audit: ReturnType<typeof createAuditLog>
const sent: MailMessage[] = []
const PASSWORD = 'a long enough secret phrase'

beforeAll(async () => {
  database = await createTestDatabase()
  audit = createAuditLog({ db: database.db })
  staff = staffService(database.db, { mailer: { send: async (m) => void sent.push(m) }, audit })
})
afterAll(() => database.close())

const tokenIn = (message: MailMessage) => decodeURIComponent(/token=([^\s]+)/.exec(message.text)![1]!)
async function account(email: string, role: StaffMember['role']): Promise<StaffMember> {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'x', role })
    .returning({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, role: users.role, sponsor: users.sponsor })
  return user!
}
const sessionCount = async (userId: number) => (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length
async function signIn(userId: number) {
  const token = createToken()
  await database.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) })
  return token
}

describe('the first admin', () => {
  it('is an admin invitation on a fresh install, and a promotion of an existing account', async () => {
    const fresh = await staff.createAdmin(' Boss@Example.com ')
    expect(fresh.promoted).toBe(false)
    const token = decodeURIComponent(/token=(.+)$/.exec(fresh.link)![1]!)
    expect(await staff.peekInvitation(token)).toEqual({ email: 'boss@example.com', role: 'admin', hasAccount: false })

    const reader = await account('reader-turned-admin@example.com', 'reader')
    const session = await signIn(reader.id)
    expect(await staff.createAdmin('reader-turned-admin@example.com')).toMatchObject({ promoted: true })
    expect(await staff.sessionOf(session)).toBeNull()
    expect((await audit.list({ itemType: 'user', itemId: String(reader.id) })).rows[0]).toMatchObject({ action: 'staff.role', before: { role: 'reader' }, after: { role: 'admin' } })
  })
})

describe('invitations', () => {
  let admin: StaffMember
  beforeAll(async () => {
    admin = await account('admin@example.com', 'admin')
  })

  it('mails a link that makes a new account in the role, once', async () => {
    await staff.invite(admin, 'New.Editor@example.com', 'editor')
    await expect.poll(() => sent.length).toBeGreaterThan(0)
    const mail = sent.at(-1)!
    expect(mail.to).toBe('new.editor@example.com')
    expect(mail.text).toContain('as Editor')
    const token = tokenIn(mail)
    expect(await staff.peekInvitation(token)).toEqual({ email: 'new.editor@example.com', role: 'editor', hasAccount: false })
    await expect(staff.acceptInvitation(token, { firstname: 'Ed', lastname: 'Itor', password: 'short' })).rejects.toMatchObject({ code: 'validation_failed' })
    const joined = await staff.acceptInvitation(token, { firstname: 'Ed', lastname: 'Itor', password: PASSWORD })
    expect(joined).toMatchObject({ email: 'new.editor@example.com', firstname: 'Ed', role: 'editor' })
    await expect(staff.acceptInvitation(token, { firstname: 'Ed', lastname: 'Itor', password: PASSWORD })).rejects.toMatchObject({ code: 'validation_failed' })
    expect(await staff.peekInvitation(token)).toBeNull()
    expect((await audit.list({ action: 'staff.invite' })).rows[0]).toMatchObject({ actorId: admin.id, after: { email: 'new.editor@example.com', role: 'editor' } })
  })

  it('gives an existing account the role without touching its password, and ends its sessions', async () => {
    const reader = await account('existing@example.com', 'reader')
    const session = await signIn(reader.id)
    await staff.invite(admin, 'existing@example.com', 'sales')
    await expect.poll(() => sent.at(-1)?.to).toBe('existing@example.com')
    const joined = await staff.acceptInvitation(tokenIn(sent.at(-1)!), { firstname: '', lastname: '', password: '' })
    expect(joined.role).toBe('sales')
    const [row] = await database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, reader.id))
    expect(row!.passwordHash).toBe('x')
    expect(await staff.sessionOf(session)).toBeNull()
  })

  it('keeps only the newest link of an address working, and refuses an expired one', async () => {
    await staff.invite(admin, 'twice@example.com', 'author')
    await expect.poll(() => sent.at(-1)?.to).toBe('twice@example.com')
    const first = tokenIn(sent.at(-1)!)
    const before = sent.length
    await staff.invite(admin, 'twice@example.com', 'contributor')
    await expect.poll(() => sent.length).toBe(before + 1)
    const second = tokenIn(sent.at(-1)!)
    expect(await staff.peekInvitation(first)).toBeNull()
    expect(await staff.peekInvitation(second)).toMatchObject({ role: 'contributor' })
    await database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, 'twice@example.com'))
    expect(await staff.peekInvitation(second)).toBeNull()
  })

  it('refuses the reader role', async () => {
    await expect(staff.invite(admin, 'x@example.com', 'reader')).rejects.toMatchObject({ code: 'validation_failed' })
  })
})

describe('roles', () => {
  it('a role change ends every session of the account and is in the audit log', async () => {
    const admin = await account('roles-admin@example.com', 'admin')
    const author = await account('author@example.com', 'author')
    await signIn(author.id)
    await signIn(author.id)
    await staff.changeRole(admin, author.id, 'editor')
    expect(await sessionCount(author.id)).toBe(0)
    expect((await audit.list({ itemType: 'user', itemId: String(author.id) })).rows[0]).toMatchObject({ action: 'staff.role', before: { role: 'author' }, after: { role: 'editor' } })
    await staff.changeRole(admin, author.id, 'reader')
    expect((await audit.list({ itemType: 'user', itemId: String(author.id) })).rows[0]).toMatchObject({ action: 'staff.revoke' })
    await expect(staff.changeRole(admin, author.id, 'root')).rejects.toMatchObject({ code: 'validation_failed' })
  })

  it('never leaves the site without an administrator', async () => {
    const solo = await createTestDatabase()
    try {
      const own = staffService(solo.db)
      const [only] = await solo.db
        .insert(users)
        .values({ email: 'only@example.com', passwordHash: 'x', role: 'admin' })
        .returning({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, role: users.role, sponsor: users.sponsor })
      await expect(own.changeRole(only!, only!.id, 'editor')).rejects.toMatchObject({ code: 'conflict' })
    } finally {
      await solo.close()
    }
  })

  it('lists everyone but readers, with their second factor', async () => {
    const rows = await staff.list()
    expect(rows.every((row) => row.role !== 'reader')).toBe(true)
    expect(rows.find((row) => row.email === 'new.editor@example.com')).toMatchObject({ role: 'editor', secondFactor: false })
  })
})
