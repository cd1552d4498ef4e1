import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { TEST_UPLOADS } from '#tests/utils/seed-pictures.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { openDatabase } from './client.ts'
import { prepareDatabase } from './prepare.ts'
import { menus, posts } from './schema/index.ts'
import { seedPages } from './seed/demo-content.ts'

const FIXED_IDS = [12640, 12644, 12647, 12650, 12660, 12732, 13020, 14590, 14661, 14925, 18512, 19161, 19163, 19159]

describe('the seeded database', () => {
  it('holds a page for every fixed content id of spec §2, and both menus', async () => {
    const database = await createTestDatabase()
    try {
      const rows = await database.db.select({ id: posts.id, type: posts.type }).from(posts)
      const ids = rows.map((row) => row.id)
      for (const id of FIXED_IDS) expect(ids).toContain(id)
      expect(await database.db.select().from(menus)).toHaveLength(2)
    } finally {
      await database.close()
    }
  })

  it('gives new rows ids after the fixed ones', async () => {
    const database = await createTestDatabase()
    try {
      const [row] = await database.db.insert(posts).values({ type: 'page', slug: 'new-page', title: 'New' }).returning({ id: posts.id })
      expect(row!.id).toBeGreaterThan(Math.max(...seedPages.map((page) => page.front.id)))
    } finally {
      await database.close()
    }
  })
})

// A whole store migrated and seeded: about 12 s on an idle 2-core machine, and over 120 s with a
// second suite and other work beside it (load 16). The limit only catches a hang.
describe('prepareDatabase on the embedded store', { timeout: 600_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'quota-db-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  // One seed for both checks: a second whole seed only for the site name doubled the file's time.
  it('migrates and seeds on first start with the configured site name, and a second start keeps what editors changed', async () => {
    const first = await openDatabase({ dataDir: dir })
    await prepareDatabase(first, { siteName: 'Pipeline Weekly', uploadsDir: TEST_UPLOADS })
    const [page] = await first.db.select({ title: posts.title }).from(posts).where(eq(posts.id, 13020))
    expect(page!.title).toBe('The Pipeline Weekly 500')
    await first.db.update(posts).set({ title: 'About the newsroom' }).where(eq(posts.id, 12660))
    const [before] = await first.db.select({ total: count() }).from(posts)
    await first.close()

    const second = await openDatabase({ dataDir: dir })
    await prepareDatabase(second, { siteName: 'Pipeline Weekly', uploadsDir: TEST_UPLOADS })
    const [after] = await second.db.select({ total: count() }).from(posts)
    const [about] = await second.db.select({ title: posts.title }).from(posts).where(eq(posts.id, 12660))
    await second.close()
    expect(after!.total).toBe(before!.total)
    expect(about!.title).toBe('About the newsroom')
  })
})
