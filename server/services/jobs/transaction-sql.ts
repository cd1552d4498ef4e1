import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'

/** What a library that brings its own statements (pg-boss) runs them through. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * Runs a library's numbered-placeholder statement ($1, $2…) inside a Drizzle transaction, so the
 * job pg-boss writes commits or rolls back with the caller's own rows. The statement is rebuilt
 * with Drizzle parameters (each $n, however often it appears, carries values[n-1]) and run on
 * the transaction's connection, on PostgreSQL and the embedded PGlite alike.
 */
export function transactionSql(tx: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/)
      const statement = sql.join(parts.map((part, index) => (index % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part))))
      const result = (await tx.execute(statement)) as unknown as { rows: unknown[] }
      return { rows: result.rows }
    },
  }
}
