import { eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { menus } from '#db/schema/index.ts'
import type { MenuLocation } from '#lib/newsroom-schemas.ts'

export async function getMenuHtml(db: Database, location: MenuLocation): Promise<string | null> {
  const [menu] = await db.select({ html: menus.html }).from(menus).where(eq(menus.location, location)).limit(1)
  return menu?.html ?? null
}
