import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client.ts'
import { TEMPLATE_DATABASE, adminQuery, withDatabaseName } from './postgres-admin.ts'

/**
 * A fresh, migrated and seeded database for one test file: nothing a test writes is seen by
 * another file. PGlite by default; a real PostgreSQL when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const image = readFileSync(inject('goldenImage'))
    return openDatabase({ loadDataDir: new Blob([image]) })
  }
  const name = `quota_test_${randomBytes(6).toString('hex')}`
  await adminQuery(url, `create database ${name} template ${TEMPLATE_DATABASE}`)
  const handle = await openDatabase({ url: withDatabaseName(url, name) })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await adminQuery(url, `drop database if exists ${name} with (force)`)
    },
  }
}
