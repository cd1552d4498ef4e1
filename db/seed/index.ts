import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { writePost } from '../import/write-content.ts'
import { menus } from '../schema/index.ts'
import { seedPages } from './demo-content.ts'
import { footerMenuHtml, headerMenuHtml } from './menus.ts'
import { markdownToHtml } from './markdown.ts'
import { seedEditorial } from './editorial-seed.ts'
import { seedLegacyArticles } from './legacy-articles.ts'
import { seedPromoCodes } from './promo-codes.ts'
import { seedSections } from './sections-seed.ts'

export interface SeedOptions {
  siteName: string
  /** Where generated images go: the site serves it at /wp-content/uploads. */
  uploadsDir: string
}

const fillSiteName = (text: string, siteName: string) => text.replaceAll('{{site_name}}', siteName)

/**
 * Writes the demo data set: the content files of db/seed/content/ through the importer's writer
 * (db/import/write-content.ts), with pictures and PDFs drawn on the way. Runs inside one
 * transaction: a half-seeded database never exists.
 */
export async function seedDatabase(db: Database, { siteName, uploadsDir }: SeedOptions): Promise<void> {
  const publishedAt = new Date('2026-01-05T14:00:00Z')
  await db.transaction(async (tx) => {
    // Seeding draws images between its statements: on a busy machine the gaps and the big inserts
    // can outlast the time limits meant for requests (db/client.ts), so this one transaction lifts them.
    await tx.execute(sql`set local statement_timeout = 0`)
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`)
    for (const [index, { slug, front: page, body }] of seedPages.entries()) {
      await writePost(tx, {
        id: page.id,
        type: 'page',
        slug,
        title: fillSiteName(page.title, siteName),
        excerpt: fillSiteName(page.excerpt, siteName),
        contentHtml: markdownToHtml(fillSiteName(body, siteName)),
        menuOrder: index,
        publishedAt,
        modifiedAt: publishedAt,
      })
    }
    await tx.insert(menus).values([
      { location: 'header', html: headerMenuHtml },
      { location: 'footer', html: footerMenuHtml },
    ])
    await seedEditorial(tx, { siteName, uploadsDir })
    await seedSections(tx, { siteName, uploadsDir })
    await seedLegacyArticles(tx)
    await seedPromoCodes(tx)
    // Fixed ids were inserted explicitly: move the sequence past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('posts', 'id'), (select max(id) from posts))`)
  })
}
