import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm'
import { readPage, rowCount } from '../paging.ts'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { postTerms, terms } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import type { TermInput } from '#lib/newsroom-schemas.ts'
import { can } from '#lib/roles.ts'
import { slugify } from '#lib/section-paths.ts'
import { tagsOfChange } from '../../cache/content-tags.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import type { ContentHome } from './content-home.ts'
import { ServiceError } from '../errors.ts'
import { likeLiteral } from '#db/sql-like.ts'
import type { StaffMember } from '../staff/staff.ts'

/**
 * Topics (WordPress's categories), tags and the video library's categories in the back office:
 * editors and admins add one or change its name, address and description. The site's pages, menus
 * and lists follow at once.
 */
export type { TermInput }

const TERMS_PAGE_SIZE = 50

/** What the audit log and the messages call a term of each taxonomy. */
export const TERM_NOUNS: Record<Taxonomy, string> = { category: 'topic', post_tag: 'tag', video_category: 'video category' }

export function createTermAdmin({ db, log, audit, purge, home }: { db: Database; log: Logger; audit: AuditLog; purge: PurgeBus; home: ContentHome }) {
  return { of: termsOf }

  function termsOf(taxonomy: Taxonomy) {
    const noun = TERM_NOUNS[taxonomy]
    function requireStructure(actor: StaffMember) {
      if (!can(actor.role, 'content:structure')) throw new ServiceError('forbidden', `Your role may not change a ${noun}.`)
    }

    async function checked(input: TermInput, exceptId: number | null) {
      const name = input.name.trim()
      const slug = slugify(input.slug || name).slice(0, 100)
      const fields: Record<string, string> = {}
      if (!name) fields.name = `Give the ${noun} a name`
      else if (name.length > 100) fields.name = 'At most 100 characters'
      if (input.description.length > 1000) fields.description = 'At most 1,000 characters'
      if (name && !slug) fields.slug = 'Use letters or digits'
      if (!fields.slug && slug) {
        const [taken] = await db
          .select({ id: terms.id })
          .from(terms)
          .where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, slug), exceptId === null ? undefined : ne(terms.id, exceptId)))
        if (taken) fields.slug = `Another ${noun} has this address`
      }
      if (Object.keys(fields).length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields })
      return { name, slug, description: input.description.trim() }
    }

    const dropCaches = (id: number) =>
      purge.purge(tagsOfChange({ type: 'term', id, action: 'update' })).catch((error: unknown) => log.warn({ event: 'newsroom.purge_failed', err: error, termId: id }, 'cache not purged'))

    return {
      noun,

      /** Every term by name, with how many posts it files. */
      list(text?: string, page = 1) {
        const where = and(eq(terms.taxonomy, taxonomy), text ? or(ilike(terms.name, `%${likeLiteral(text)}%`), ilike(terms.slug, `%${likeLiteral(text)}%`)) : undefined)
        const postsFiled = sql<number>`(select count(*)::int from ${postTerms} where ${postTerms.termId} = ${terms.id})`
        const read = (limit: number, offset: number) =>
          db
            .select({ id: terms.id, name: terms.name, slug: terms.slug, description: terms.description, posts: postsFiled })
            .from(terms)
            .where(where)
            .orderBy(asc(terms.name))
            .limit(limit)
            .offset(offset)
        return readPage(page, TERMS_PAGE_SIZE, read, db.select(rowCount).from(terms).where(where))
      },

      async get(id: number) {
        const [row] = await db
          .select()
          .from(terms)
          .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)))
        if (!row) throw new ServiceError('not_found', `No such ${noun}`)
        return row
      },

      async create(actor: StaffMember, input: TermInput): Promise<number> {
        home.assertEditableHere()
        requireStructure(actor)
        const values = await checked(input, null)
        const [row] = await db
          .insert(terms)
          .values({ taxonomy, ...values })
          .returning({ id: terms.id })
        await audit.record({ actor, action: `${noun.replace(' ', '_')}.create`, itemType: 'term', itemId: row!.id, after: values })
        await dropCaches(row!.id)
        return row!.id
      },

      async update(actor: StaffMember, id: number, input: TermInput): Promise<void> {
        home.assertEditableHere()
        requireStructure(actor)
        const before = await this.get(id)
        const values = await checked(input, id)
        await db.update(terms).set(values).where(eq(terms.id, id))
        await audit.record({
          actor,
          action: `${noun.replace(' ', '_')}.update`,
          itemType: 'term',
          itemId: id,
          before: { name: before.name, slug: before.slug, description: before.description },
          after: values,
        })
        await dropCaches(id)
      },
    }
  }
}

export type TermAdmin = ReturnType<typeof createTermAdmin>
