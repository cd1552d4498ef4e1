import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client.ts'
import { TEMPLATE_DATABASE, adminQuery } from './postgres-admin.ts'

/**
 * A fresh copy of the seeded database that a crash test's server processes share: on PostgreSQL
 * (`postgresUrl`, a database of its own made from the template), else the golden image unpacked
 * into `dataDir`, where the processes open it after this handle is closed.
 */
export async function openSeededCopy({ postgresUrl, dataDir }: { postgresUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  if (postgresUrl) {
    await adminQuery(process.env.DATABASE_URL!, `create database ${new URL(postgresUrl).pathname.slice(1)} template ${TEMPLATE_DATABASE}`)
    return openDatabase({ url: postgresUrl })
  }
  return openDatabase({ dataDir: join(dataDir, 'pgdata'), loadDataDir: new Blob([readFileSync(inject('goldenImage'))]) })
}

/** The same copy opened again (after its processes wrote to it). */
export const reopenSeededCopy = ({ postgresUrl, dataDir }: { postgresUrl: string | null; dataDir: string }): Promise<DatabaseHandle> =>
  postgresUrl ? openDatabase({ url: postgresUrl }) : openDatabase({ dataDir: join(dataDir, 'pgdata') })
