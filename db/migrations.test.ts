import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))
const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'quota-migrations-'))
  cpSync(MIGRATIONS, dir, { recursive: true })
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }))
  return dir
}

/** An empty embedded database with the extensions the migrations create, as db/client.ts opens one. */
const emptyDatabase = () => PGlite.create({ extensions: { pg_trgm } })

describe('migrations', () => {
  const folders: string[] = []
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  // One database taken through the migrations one at a time, rows written after the first: each
  // migration meets a populated database, and none may lose what was there. (A fresh database per
  // migration cost 17 start-ups, past two minutes each on a busy machine.)
  it('each migration applies in turn to a populated database and loses nothing', async () => {
    const client = await emptyDatabase()
    const db = drizzle(client)
    try {
      for (const [index, entry] of journal.entries.entries()) {
        const partial = migrationsUpTo(index + 1)
        folders.push(partial)
        await migrate(db, { migrationsFolder: partial })
        if (index === 0) {
          await db.execute(sql`insert into posts (id, type, slug, title, content_html) values (500, 'page', 'kept', 'Kept page', '<p>body</p>')`)
          await db.execute(sql`insert into menus (location, html) values ('header', '<nav>kept</nav>')`)
        }
        const pages = await client.query<{ title: string }>(`select title from posts where id = 500`)
        const menus = await client.query<{ html: string }>(`select html from menus where location = 'header'`)
        expect(pages.rows, entry.tag).toEqual([{ title: 'Kept page' }])
        expect(menus.rows, entry.tag).toEqual([{ html: '<nav>kept</nav>' }])
      }
    } finally {
      await client.close()
    }
  })

  it('0006_newsletter_opt_in keeps newsletter choices made before double opt-in: they stay subscribed', async () => {
    const client = await emptyDatabase()
    const db = drizzle(client)
    const partial = migrationsUpTo(journal.entries.findIndex((entry) => entry.tag === '0006_newsletter_opt_in'))
    folders.push(partial)
    await migrate(db, { migrationsFolder: partial })
    await db.execute(sql`insert into newsletter_subscriptions (email, daily_boost, sales_digest) values ('kept@example.com', true, true)`)
    await migrate(db, { migrationsFolder: MIGRATIONS })
    const rows = await client.query(`select email, daily_boost, sales_digest, third_party, status from newsletter_subscriptions`)
    expect(rows.rows).toEqual([{ email: 'kept@example.com', daily_boost: true, sales_digest: true, third_party: false, status: 'subscribed' }])
    await client.close()
  })
})
