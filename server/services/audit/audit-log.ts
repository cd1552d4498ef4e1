import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { Page } from '#lib/page.ts'
import { readPage, rowCount } from '../paging.ts'
import type { Database } from '#db/client.ts'
import { auditLog } from '#db/schema/index.ts'

export interface AuditActor {
  id: number
  email: string
}

/** Quota itself, for what a job does with no person behind it (an automatic refund): no account, a name in the log. */
export const QUOTA_ITSELF = { id: null, email: 'Quota (automatic)' } as const

export interface AuditEntry {
  actor: AuditActor | typeof QUOTA_ITSELF
  action: string
  itemType: string
  itemId: string | number
  before?: unknown
  after?: unknown
}

export interface AuditFilters {
  actorId?: number
  action?: string
  itemType?: string
  itemId?: string
  /** Inclusive lower bound. */
  from?: Date
  /** Exclusive upper bound. */
  to?: Date
}

export interface AuditRecord {
  id: number
  at: Date
  actorId: number | null
  actorEmail: string
  action: string
  itemType: string
  itemId: string
  before: unknown
  after: unknown
}

export const AUDIT_PAGE_SIZE = 50

/** Anything that runs statements: the database or a transaction on it, so an entry commits with its change. */
type Executor = Pick<Database, 'insert'>

export function createAuditLog({ db }: { db: Database }) {
  return {
    /** Adds one entry; pass the transaction that makes the change so both commit or neither does. */
    async record(entry: AuditEntry, executor: Executor = db): Promise<void> {
      await executor.insert(auditLog).values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        itemType: entry.itemType,
        itemId: String(entry.itemId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      })
    },

    /** Newest first, a page at a time, with the total for the pager. */
    list(filters: AuditFilters = {}, page = 1): Promise<Page<AuditRecord>> {
      const where = and(...conditions(filters))
      return readPage(
        page,
        AUDIT_PAGE_SIZE,
        (limit, offset) => db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
        db.select(rowCount).from(auditLog).where(where),
      )
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>

function conditions(filters: AuditFilters): SQL[] {
  const found: SQL[] = []
  if (filters.actorId !== undefined) found.push(eq(auditLog.actorId, filters.actorId))
  if (filters.action) found.push(eq(auditLog.action, filters.action))
  if (filters.itemType) found.push(eq(auditLog.itemType, filters.itemType))
  if (filters.itemId) found.push(eq(auditLog.itemId, filters.itemId))
  if (filters.from) found.push(gte(auditLog.at, filters.from))
  if (filters.to) found.push(lt(auditLog.at, filters.to))
  return found
}
