import type { PGlite } from '@electric-sql/pglite'
import type { TestApp } from './test-app.ts'

export interface Statement {
  text: string
  params: unknown[]
}

const JOB_QUEUE_STATEMENT = /\bpgboss\./

/**
 * The SQL statements the app sends to its embedded database while `work` runs (every statement
 * of the process, inside transactions too: run nothing else meanwhile), except the job queue's:
 * its workers poll on their own clock, so a slow machine would count more of them. For query
 * counts and plans, never timings.
 */
export async function statementsDuring(t: TestApp, work: () => Promise<unknown>): Promise<Statement[]> {
  const client = (t.database.db as unknown as { $client: PGlite }).$client
  const seen: Statement[] = []
  const recorded = <Q extends PGlite['query']>(query: Q) =>
    ((text: string, params?: unknown[], options?: never) => {
      if (!JOB_QUEUE_STATEMENT.test(text)) seen.push({ text, params: params ?? [] })
      return query(text, params, options)
    }) as Q
  const query = client.query.bind(client)
  const transaction = typeof client.transaction === 'function' ? client.transaction.bind(client) : undefined
  client.query = recorded(query)
  if (transaction)
    client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
      transaction((tx) => {
        tx.query = recorded(tx.query.bind(tx))
        return callback(tx)
      })) as PGlite['transaction']
  try {
    await work()
  } finally {
    client.query = query
    if (transaction) client.transaction = transaction
  }
  return seen
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Cond'?: string
  'Recheck Cond'?: string
  Plans?: PlanNode[]
}

/**
 * The plan PostgreSQL picks for a statement when it may not scan whole tables unless nothing else
 * serves (enable_seqscan off): a Seq Scan left in it means no index fits the statement.
 */
export async function planOf(t: TestApp, statement: Statement): Promise<PlanNode> {
  const client = (t.database.db as unknown as { $client: PGlite }).$client
  await client.query('set enable_seqscan = off')
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement.text}`, statement.params)
    return rows[0]!['QUERY PLAN'][0].Plan
  } finally {
    await client.query('reset enable_seqscan')
  }
}

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'])

/**
 * Reads of these tables that grow with the table rather than with the page: a scan that is not
 * keyed (no index condition) and is neither counted (beneath an aggregate) nor cut by a LIMIT
 * reading an index in the page's order (a full Sort beneath the LIMIT sorts the whole table).
 */
export function unboundedReads(plan: PlanNode, tables: ReadonlySet<string>, above = { aggregate: false, limit: false, sort: false }): string[] {
  const relation = plan['Relation Name']
  const keyed = Boolean(plan['Index Cond'] ?? plan['Recheck Cond'])
  const bounded = above.aggregate || (above.limit && !above.sort && plan['Node Type'] !== 'Seq Scan')
  const here = SCANS.has(plan['Node Type']) && relation && tables.has(relation) && !keyed && !bounded ? [`${plan['Node Type']} on ${relation}`] : []
  const next = {
    aggregate: above.aggregate || plan['Node Type'] === 'Aggregate',
    limit: above.limit || plan['Node Type'] === 'Limit',
    sort: above.sort || (above.limit && plan['Node Type'] === 'Sort'),
  }
  return [...here, ...(plan.Plans ?? []).flatMap((child) => unboundedReads(child, tables, next))]
}
