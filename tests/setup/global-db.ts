import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { TEMPLATE_DATABASE, adminQuery, withDatabaseName } from '../utils/postgres-admin.ts'
import { TEST_UPLOADS } from '../utils/seed-pictures.ts'

export const GOLDEN_IMAGE = resolve('.data/test/golden-pgdata.tar')

declare module 'vitest' {
  export interface ProvidedContext {
    goldenImage: string
  }
}

/**
 * Migrates and seeds one database for the whole run; every test file then starts from a copy
 * of it (a PGlite data-dir image, or a PostgreSQL database made from a template).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`)
    await adminQuery(url, `create database ${TEMPLATE_DATABASE}`)
    const template = await openDatabase({ url: withDatabaseName(url, TEMPLATE_DATABASE) })
    await prepareDatabase(template, { siteName: 'Quota', uploadsDir: TEST_UPLOADS })
    await template.close()
  } else {
    const golden = await openDatabase({})
    await prepareDatabase(golden, { siteName: 'Quota', uploadsDir: TEST_UPLOADS })
    const image = await golden.dumpDataDir!()
    await golden.close()
    mkdirSync(resolve('.data/test'), { recursive: true })
    writeFileSync(GOLDEN_IMAGE, Buffer.from(await image.arrayBuffer()))
  }
  project.provide('goldenImage', GOLDEN_IMAGE)
}
