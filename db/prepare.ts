import type { Logger } from 'pino'
import { isEmpty, type DatabaseHandle } from './client.ts'
import { adoptSponsors } from './companies/sponsor-companies.ts'

/** Migrates, then seeds an empty database, and gives its sponsors companies. Safe to call on every start. */
export async function prepareDatabase(handle: DatabaseHandle, options: { siteName: string; uploadsDir: string; log?: Logger }) {
  await handle.migrate()
  if (await isEmpty(handle.db)) {
    options.log?.info({ event: 'db.seed' }, 'empty database: writing the demo data set')
    // Loaded only for an empty database: the demo data and its drawing (sharp, fonts) are tens of
    // megabytes a server that restarts on its own data never needs.
    const { seedDatabase } = await import('./seed/index.ts')
    await seedDatabase(handle.db, { siteName: options.siteName, uploadsDir: options.uploadsDir })
  }
  await adoptSponsors(handle.db)
}
