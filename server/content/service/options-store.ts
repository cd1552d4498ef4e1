import { eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { siteOptions } from '#db/schema/index.ts'

/** The stored value of one site option; undefined when it was never set. */
export async function getOption(db: Database, name: string): Promise<unknown> {
  const [row] = await db.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.name, name)).limit(1)
  return row?.value
}
