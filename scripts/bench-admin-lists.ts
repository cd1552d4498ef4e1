/**
 * `npx tsx scripts/bench-admin-lists.ts`: each back-office list's time on a large store (100 000
 * subscribers, 10 000 of them pending confirmation, 100 000 leads), the production build answering
 * in-process on the embedded database; /healthz's answer times while the subscribers screen loads
 * and while a subscriber file is imported, beside its times at rest. Figures, not tests
 * (docs/decisions/020); needs `npm run build`.
 *
 *   npx tsx scripts/bench-admin-lists.ts --subscribers 100000 --pending 10000 --leads 100000 --import-rows 20000
 */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import type { ServerBuild } from 'react-router'
import { openDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { users } from '#db/schema/index.ts'
import { seedAdminListRows } from '#db/seed/admin-lists.ts'
import { createApp } from '#server/app.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '100000' },
    pending: { type: 'string', default: '10000' },
    leads: { type: 'string', default: '100000' },
    'import-rows': { type: 'string', default: '20000' },
    runs: { type: 'string', default: '5' },
  },
})
const DATA_DIR = resolve('.data/bench-lists')
const RUNS = Number(values.runs)

rmSync(DATA_DIR, { recursive: true, force: true })
const log = createLogger('warn')
const database = await openDatabase({ dataDir: resolve(DATA_DIR, 'pgdata') })
await prepareDatabase(database, { siteName: 'Quota', uploadsDir: resolve(DATA_DIR, 'uploads') })
let started = performance.now()
await seedAdminListRows(database.db, { tag: 'bench', subscribers: Number(values.subscribers), pending: Number(values.pending), leads: Number(values.leads) })
console.log(`seeded ${values.subscribers} subscribers (${values.pending} pending), ${values.leads} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild
const env = readEnv({ NODE_ENV: 'production', PAYMENTS: 'test', SITE_URL: 'http://localhost:3000', DATA_DIR })
const app = createApp({ env, database, log, readiness: { accepting: true }, uploadsDir: resolve(DATA_DIR, 'uploads'), build })
await app.purgeBus.start()
await app.jobs?.start({ work: true })

let n = 0
const form = (body: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(body).toString(),
})
async function signIn(role: 'admin' | 'sponsor', sponsor?: string) {
  const email = `${role}.${++n}@example.com`
  const password = 'long enough secret phrase'
  await app.request('/register', form({ firstname: 'Bench', email, password }))
  await database.db
    .update(users)
    .set({ role, sponsor: sponsor ?? null })
    .where(eq(users.email, email))
  const cookie = (await app.request('/login', form({ email, password, redirectTo: '/' }))).headers.get('set-cookie')!.split(';')[0]!
  if (role !== 'admin') return cookie
  const setup = await (await app.request('/admin/second-factor/setup?redirectTo=%2Fadmin', { headers: { Cookie: cookie } })).text()
  const secret = /class="totp-secret">([A-Z2-7]+)</.exec(setup)![1]!
  await app.request('/admin/second-factor/setup', form({ code: OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) }), redirectTo: '/admin' }, cookie))
  return cookie
}
const admin = await signIn('admin')
const sponsor = await signIn('sponsor', 'sponsor-1')

async function timed(path: string, cookie?: string): Promise<number> {
  const at = performance.now()
  const res = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {})
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return performance.now() - at
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`

console.log(`\nback-office lists (median of ${RUNS}, after one visit):`)
const lists: [string, string][] = [
  ...[
    '/admin',
    '/admin/subscribers',
    '/admin/subscribers.csv',
    '/admin/leads',
    '/admin/leads?page=200',
    '/admin/leads?sponsor=sponsor-1',
    '/admin/leads?q=ad4242',
    '/admin/webinars',
    '/admin/sponsors',
    '/admin/orders',
    '/admin/promo-codes',
    '/admin/audit',
    '/admin/staff',
    '/admin/articles',
    '/admin/media',
    '/admin/topics',
  ].map((path) => [path, admin] as [string, string]),
  ['/sponsor/leads', sponsor],
  ['/sponsor', sponsor],
]
for (const [path, cookie] of lists) {
  await timed(path, cookie)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) times.push(await timed(path, cookie))
  console.log(`${path.padEnd(34)} ${ms(median(times))}  (max ${ms(Math.max(...times)).trim()})`)
}

/** /healthz answer times, one after another, until `busy` settles: how long the thread is held at a time. */
async function healthWhile(busy: Promise<unknown>): Promise<number[]> {
  let done = false
  void busy.finally(() => (done = true))
  const times: number[] = []
  while (!done) {
    times.push(await timed('/healthz'))
    // In-process requests settle in microtasks: give the loop a turn, as a socket would.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return times
}
const rest: number[] = []
for (let i = 0; i < 50; i++) rest.push(await timed('/healthz'))
console.log(`\n/healthz at rest: median ${ms(median(rest)).trim()}, max ${ms(Math.max(...rest)).trim()}`)
const during = await healthWhile(Promise.all([timed('/admin/subscribers', admin), timed('/admin/subscribers', admin), timed('/admin/leads', admin)]))
console.log(`/healthz while two subscriber screens and a leads page load: ${during.length} answers, median ${ms(median(during)).trim()}, max ${ms(Math.max(...during)).trim()}`)

const rows = Number(values['import-rows'])
if (rows > 0) {
  const csv = ['email,daily_boost,sales_digest,consent', ...Array.from({ length: rows }, (_, i) => `import${i}@example.com,yes,no,2026-01-01 bench`)].join('\n')
  const body = new FormData()
  body.set('subscribers', new File([csv], 'subscribers.csv', { type: 'text/csv' }))
  started = performance.now()
  const posted = await app.request('/admin/subscribers', { method: 'POST', body, headers: { Cookie: admin } })
  const answered = performance.now() - started
  const location = posted.headers.get('location')!
  const finished = (async () => {
    for (;;) {
      const page = await (await app.request(location, { headers: { Cookie: admin } })).text()
      if (!page.includes('This page refreshes itself')) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  const whileImporting = await healthWhile(finished)
  console.log(`\nimport of ${rows} rows: upload answered in ${ms(answered).trim()}, done after ${((performance.now() - started) / 1000).toFixed(1)} s`)
  console.log(`/healthz during the import: ${whileImporting.length} answers, median ${ms(median(whileImporting)).trim()}, max ${ms(Math.max(...whileImporting)).trim()}`)
}

await app.jobs?.stop()
await app.purgeBus.close()
await database.close()
