import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#db/client.ts'
import { users } from '#db/schema/index.ts'
import { staffService } from '#tests/utils/staff-service.ts'
import { copySeedPictures } from './utils/seed-pictures.ts'

/** `npm run admin:create` as an operator runs it on a fresh install (the compiled script, embedded database). */
const run = promisify(execFile)
let dataDir: string

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'quota-admin-create-'))
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The embedded database, even in CI's PostgreSQL pass (whose DATABASE_URL the script would otherwise use). */
const { DATABASE_URL: _postgres, ...embeddedEnv } = process.env
const adminCreate = (...args: string[]) => run(process.execPath, ['build/node/admin-create.js', ...args], { env: { ...embeddedEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } })

describe('npm run admin:create', () => {
  it('refuses a missing or malformed address with exit code 2 and the usage', async () => {
    for (const args of [[], ['--email', 'not-an-address']]) {
      const failure = await adminCreate(...args).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      )
      expect(failure?.code).toBe(2)
      expect(failure?.stderr).toContain('Usage: npm run admin:create -- --email you@example.com')
    }
  })

  // A fresh install migrates and seeds the whole demo store first: a limit that catches a hang (decision 043).
  // Its pictures are the suite's, drawn once (the database is still empty).
  it('on a fresh install prints a link that invites the address as the administrator', { timeout: 480_000 }, async () => {
    copySeedPictures(dataDir)
    const { stdout } = await adminCreate('--email', ' First.Admin@Example.com ')
    expect(stdout).toContain('first.admin@example.com')
    const token = new URL(/https?:\/\/\S+/.exec(stdout)![0]).searchParams.get('token')!
    const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') })
    try {
      const staff = staffService(database.db)
      expect(await staff.peekInvitation(token)).toEqual({ email: 'first.admin@example.com', role: 'admin', hasAccount: false })
      await staff.acceptInvitation(token, { firstname: 'First', lastname: 'Admin', password: 'a long enough secret phrase' })
      const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, 'first.admin@example.com'))
      expect(row!.role).toBe('admin')
    } finally {
      await database.close()
    }
  })
})
