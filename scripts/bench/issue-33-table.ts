import { busyPageP99, BUSY_PATHS, type BusyDatabaseFigures } from './busy-database.ts'
import { CASE, SAVE_REACHES, savingCase, type PassResult } from './database-pass.ts'

export type DatabaseName = 'embedded' | 'PostgreSQL'

/** What one database gave: its wrk pass and its busy-database run, or why either is missing. */
export interface DatabaseFigures {
  database: DatabaseName
  pass: PassResult | { error: string }
  busy: BusyDatabaseFigures | { error: string }
}

interface Row {
  measure: string
  figure: string
  goal: string
  met: boolean | null
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`

function passRows(database: DatabaseName, pass: PassResult): Row[] {
  const find = (name: string) => {
    const found = pass.cases.find((c) => c.name === name)
    if (!found) throw new Error(`no case ${name}`)
    return found
  }
  const gzip = find(CASE.cachedGzip).ratio
  const br = find(CASE.cachedBr).ratio
  const neverSeen = find(CASE.neverSeen)
  const neverSeenCpu = neverSeen.cpuMsPerRequest ?? NaN
  const home = find(CASE.home)
  const homeCpu = home.cpuMsPerRequest ?? NaN
  const rss = Math.max(...pass.rssAfterCacheOff)
  const saving = SAVE_REACHES.map((reach) => ({ reach, ofQuiet: find(savingCase(reach)).ofQuiet! }))
  return [
    { measure: 'cached article ÷ nginx gzip_static', figure: `${gzip.toFixed(2)} (gzip), ${br.toFixed(2)} (br)`, goal: '≥ 0.8', met: gzip >= 0.8 && br >= 0.8 },
    {
      measure: 'never-seen articles, cache off',
      figure: `${Math.round(neverSeen.rps)} req/s, p99 ${ms(neverSeen.p99Ms)}, ${neverSeenCpu.toFixed(1)} ms CPU`,
      goal: database === 'PostgreSQL' ? 'p99 ≤ 50 ms, ≤ 4 ms CPU' : 'p99 ≤ 150 ms',
      met: database === 'PostgreSQL' ? neverSeen.p99Ms <= 50 && neverSeenCpu <= 4 : neverSeen.p99Ms <= 150,
    },
    { measure: 'home, cache off', figure: `${Math.round(home.rps)} req/s, p99 ${ms(home.p99Ms)}, ${homeCpu.toFixed(1)} ms CPU`, goal: '≤ 5 ms CPU', met: homeCpu <= 5 },
    { measure: 'RSS after the cache-off runs', figure: `${rss} MB`, goal: '≤ 250 MB', met: rss <= 250 },
    {
      measure: 'cached pages, a save a second',
      figure: `${saving.map((s) => `${s.reach} ${s.ofQuiet.toFixed(2)}`).join(', ')} × no saves`,
      goal: '≥ 0.8 × (each reach)',
      met: saving.every((s) => s.ofQuiet >= 0.8),
    },
  ]
}

function busyRow(busy: BusyDatabaseFigures): Row {
  const idle = busy.phases.find((phase) => !phase.busy)?.paths.find((p) => p.path === BUSY_PATHS[0])
  const p99 = busyPageP99(busy)
  return { measure: 'cached page, database busy', figure: `p99 ${ms(p99)} (idle ${idle ? ms(idle.p99Ms) : '-'})`, goal: 'p99 ≤ 10 ms', met: p99 <= 10 }
}

/** Issue 33's table as far as `npm run bench` measures it: each figure beside its goal, met or not. */
export function printIssue33Table(all: DatabaseFigures[]): void {
  const rows: (Row & { database: string })[] = []
  for (const { database, pass, busy } of all) {
    if ('error' in pass) rows.push({ database, measure: 'wrk rows', figure: `not measured: ${pass.error}`, goal: '', met: null })
    else rows.push(...passRows(database, pass).map((row) => ({ database, ...row })))
    if ('error' in busy) rows.push({ database, measure: 'cached page, database busy', figure: `not measured: ${busy.error}`, goal: 'p99 ≤ 10 ms', met: null })
    else rows.push({ database, ...busyRow(busy) })
  }
  console.log("\nIssue 33's goals (the Lighthouse rows: npm run lighthouse; JavaScript: tests/js-budget.test.ts)")
  console.log(`${'database'.padEnd(11)} ${'measure'.padEnd(35)} ${'figure'.padEnd(50)} ${'goal'.padEnd(24)} met`)
  for (const row of rows) {
    const mark = row.met === null ? '-' : row.met ? 'met' : 'NOT MET'
    console.log(`${row.database.padEnd(11)} ${row.measure.padEnd(35)} ${row.figure.padEnd(50)} ${row.goal.padEnd(24)} ${mark}`)
  }
}
