import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const RESULTS_DIR = resolve('.data/reliability/results')
const EXAMPLES_KEPT = 30

export interface AreaResult {
  area: string
  sent: number
  serverErrors: number
  schemaViolations: number
  leaks: number
  failures: number
  examples: string[]
  /** Measurements worth reading beside the counts (rates, latencies, memory). */
  figures: string[]
}

/**
 * What one area of the suite sent and found. Probes run to the end and are counted, so the
 * closing table shows everything at once; each area's test then fails on any finding.
 */
export class Tally {
  readonly result: AreaResult

  constructor(area: string) {
    this.result = { area, sent: 0, serverErrors: 0, schemaViolations: 0, leaks: 0, failures: 0, examples: [], figures: [] }
  }

  /**
   * One request; status 0 means no answer (connection error or time-out). A 503 counts as a
   * server error unless the probe expects one (the database is down on purpose).
   */
  probe(status: number, what: string, { expect503 = false, sameAs }: { expect503?: boolean; sameAs?: string } = {}) {
    this.result.sent++
    if (status === 0 || (status >= 500 && !(expect503 && status === 503))) this.note('serverErrors', `${status || 'no answer'} ${what}`, sameAs && `${status} ${sameAs}`)
  }

  /** `sameAs` groups findings of one kind: only the first of each group is kept as an example. */
  schemaViolation(detail: string, sameAs?: string) {
    this.note('schemaViolations', detail, sameAs)
  }

  leak(detail: string) {
    this.note('leaks', detail)
  }

  failure(detail: string) {
    this.note('failures', detail)
  }

  figure(line: string) {
    this.result.figures.push(line)
  }

  get findings(): string[] {
    return this.result.examples
  }

  get total(): number {
    const { serverErrors, schemaViolations, leaks, failures } = this.result
    return serverErrors + schemaViolations + leaks + failures
  }

  save() {
    mkdirSync(RESULTS_DIR, { recursive: true })
    writeFileSync(resolve(RESULTS_DIR, `${this.result.area.replace(/\W+/g, '-')}.json`), JSON.stringify(this.result))
  }

  private readonly groups = new Set<string>()

  private note(kind: 'serverErrors' | 'schemaViolations' | 'leaks' | 'failures', detail: string, group?: string) {
    this.result[kind]++
    if (group !== undefined) {
      if (this.groups.has(group)) return
      this.groups.add(group)
    }
    if (this.result.examples.length < EXAMPLES_KEPT) this.result.examples.push(detail)
  }
}

export function readResults(): AreaResult[] {
  let names: string[] = []
  try {
    names = readdirSync(RESULTS_DIR).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return names.map((name) => JSON.parse(readFileSync(resolve(RESULTS_DIR, name), 'utf8')) as AreaResult)
}

/** The closing table: one line per area and a total. */
export function formatTable(results: AreaResult[]): string {
  const header = ['area', 'probes sent', '5xx', 'schema violations', 'leaks found', 'other failures']
  const rows = results.map((r) => [r.area, r.sent, r.serverErrors, r.schemaViolations, r.leaks, r.failures].map(String))
  const sum = (key: keyof AreaResult) => String(results.reduce((total, r) => total + (r[key] as number), 0))
  rows.push(['total', sum('sent'), sum('serverErrors'), sum('schemaViolations'), sum('leaks'), sum('failures')])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const figures = results.flatMap((r) => r.figures.map((figure) => `${r.area}: ${figure}`))
  const findings = results.flatMap((r) => r.examples.slice(0, 5).map((example) => `${r.area}: ${example}`))
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    ...(figures.length ? ['', 'figures:', ...figures.map((figure) => `  ${figure}`)] : []),
    ...(findings.length ? ['', 'first findings per area:', ...findings.map((finding) => `  ${finding.slice(0, 300)}`)] : []),
  ].join('\n')
}
