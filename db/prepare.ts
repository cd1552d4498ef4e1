import type { Logger } from 'pino'
import { isEmpty, type DatabaseHandle } from './client.ts'
import { adoptSponsors } from './companies/sponsor-companies.ts'
import { seedDatabase } from './seed/index.ts'

/** Migrates, then seeds an empty database, and gives its sponsors companies. Safe to call on every start. */
export async function prepareDatabase(handle: DatabaseHandle, options: { siteName: string; uploadsDir: string; log?: Logger }) {
  await handle.migrate()
  if (await isEmpty(handle.db)) {
    options.log?.info({ event: 'db.seed' }, 'empty database: writing the demo data set')
    await seedDatabase(handle.db, { siteName: options.siteName, uploadsDir: options.uploadsDir })
  }
  await adoptSponsors(handle.db)
}
