import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { users } from '#db/schema/index.ts'
import { seedAdminListRows } from '#db/seed/admin-lists.ts'
import { createPasswordHasher } from '#server/services/accounts/passwords.ts'
import { adminQuery, withDatabaseName } from '../utils/postgres-admin.ts'
import { nextClientAddress, send } from './http.ts'
import { productionServerCommand } from './production-server.ts'
import { Tally } from './tally.ts'
import { copySeedPictures } from '../utils/seed-pictures.ts'

/**
 * Issue 27 item 3: the subscribers screen on a large list (50 000 addresses, 10 000 waiting for
 * their confirmation link) must not stop the server. A production server of its own starts on a
 * store filled beforehand; /healthz is asked over and over, one after another, while the screen
 * loads. The screen used to filter the pending list once per subscription on the request thread,
 * so /healthz waited for the whole screen. Now the longest wait of /healthz must be well below the
 * screen's own time, measured in the same run (no fixed time: the machine may be busy), and the
 * screen's counts must be the store's.
 */
const databaseUrl = inject('databaseUrl')
const PORT = Number(process.env.RELIABILITY_LISTS_PORT ?? 3921)
const url = `http://127.0.0.1:${PORT}`
const dataDir = resolve(`.data/reliability/admin-lists-${PORT}`)
const SUBSCRIBERS = 50_000
const PENDING = 10_000
const PASSWORD = 'reliability admin lists password'
const EMAIL = 'lists.admin@probe.example.com'

let server: ChildProcess | undefined
let exited: Promise<unknown> | undefined
const tally = new Tally('admin lists')

async function fillStore(): Promise<Record<string, string>> {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  copySeedPictures(dataDir)
  let database: DatabaseHandle
  let env: Record<string, string> = {}
  if (databaseUrl) {
    await adminQuery(databaseUrl, 'drop database if exists quota_admin_lists with (force)')
    await adminQuery(databaseUrl, 'create database quota_admin_lists')
    env = { DATABASE_URL: withDatabaseName(databaseUrl, 'quota_admin_lists') }
    database = await openDatabase({ url: env.DATABASE_URL!, statementTimeoutMs: 0 })
  } else {
    database = await openDatabase({ dataDir: resolve(dataDir, 'pgdata') })
  }
  try {
    await prepareDatabase(database, { siteName: 'Quota', uploadsDir: resolve(dataDir, 'uploads') })
    await seedAdminListRows(database.db, { tag: 'rel', subscribers: SUBSCRIBERS, pending: PENDING, leads: 20_000 })
    await database.db.insert(users).values({ email: EMAIL, passwordHash: await createPasswordHasher().hash(PASSWORD), firstname: 'Lists', role: 'admin' })
  } finally {
    await database.close()
  }
  return env
}

async function startServer(env: Record<string, string>) {
  const log = openSync(resolve(dataDir, 'server.log'), 'a')
  const { command, args } = productionServerCommand()
  server = spawn(command, args, {
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', PORT: String(PORT), DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  })
  exited = new Promise((done) => server!.once('exit', done))
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited during start; see ${dataDir}/server.log`)
    if ((await send(`${url}/readyz`, {}, 2000)).status === 200) return
    await Promise.race([exited, new Promise((done) => setTimeout(done, 250))])
  }
  throw new Error('the server did not become ready')
}

const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? ''
const post = (path: string, fields: Record<string, string>, cookie = '') =>
  send(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    from: nextClientAddress(),
  })

/** Signs the seeded administrator in and sets up the second factor as a person does. */
async function adminCookie(): Promise<string> {
  const signedIn = await post('/login', { email: EMAIL, password: PASSWORD, redirectTo: '/admin' })
  expect(signedIn.status).toBe(302)
  const cookie = cookieOf(signedIn.headers)
  const setup = await send(`${url}/admin/second-factor/setup?redirectTo=%2Fadmin`, { headers: { Cookie: cookie } })
  const secret = /class="totp-secret">([A-Z2-7]+)</.exec(setup.body)?.[1]
  expect(secret, 'the set-up page shows the key').toBeTruthy()
  const done = await post('/admin/second-factor/setup', { code: OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret!) }), redirectTo: '/admin' }, cookie)
  expect(done.status).toBe(200)
  return cookie
}

/** /healthz, one after another, until `busy` settles: each answer's time. */
async function healthWhile(busy: Promise<unknown>): Promise<number[]> {
  let settled = false
  void busy.finally(() => (settled = true))
  const times: number[] = []
  while (!settled) {
    const answer = await send(`${url}/healthz`, {}, 120_000)
    tally.probe(answer.status, 'GET /healthz while the subscribers screen loads')
    times.push(answer.ms)
  }
  return times
}

describe('the subscribers screen on a large list', () => {
  let cookie: string
  beforeAll(async () => {
    await startServer(await fillStore())
    cookie = await adminCookie()
  }, 600_000)
  afterAll(async () => {
    tally.save()
    if (server && server.exitCode === null) {
      process.kill(-server.pid!, 'SIGTERM')
      await exited
    }
  })

  it('shows the store’s counts while /healthz keeps answering', async () => {
    const screen = () => send(`${url}/admin/subscribers`, { headers: { Cookie: cookie } }, 120_000)
    const first = await screen()
    tally.probe(first.status, 'GET /admin/subscribers')
    expect(first.status).toBe(200)
    // Each Daily Boost subscription is counted once, in one status: the seeded even addresses that are not pending.
    const cells = /Daily Boost<\/th>((?:<td[^>]*>\d+<\/td>){4})/.exec(first.body)?.[1]
    const counts = [...(cells ?? '').matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]))
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(expectedDailyBoostTotal())

    const rounds: { screenMs: number; longestHealthMs: number; answers: number }[] = []
    for (let round = 0; round < 3; round++) {
      const loading = screen()
      const health = await healthWhile(loading)
      const page = await loading
      tally.probe(page.status, 'GET /admin/subscribers')
      expect(page.status).toBe(200)
      rounds.push({ screenMs: page.ms, longestHealthMs: Math.max(...health), answers: health.length })
    }
    for (const r of rounds) tally.figure(`subscribers screen ${r.screenMs.toFixed(0)} ms; /healthz meanwhile: ${r.answers} answers, longest ${r.longestHealthMs.toFixed(0)} ms`)
    // Held for the whole screen, /healthz waited about as long as the screen (a share near 1); now
    // it waits at most for one range of the counts. The best of three rounds, so that one pause
    // of a busy machine does not decide.
    const best = Math.min(...rounds.map((r) => r.longestHealthMs / r.screenMs))
    expect(best, 'the longest /healthz wait as a share of the screen’s time').toBeLessThan(0.5)
    expect(Math.max(...rounds.map((r) => r.answers))).toBeGreaterThan(1)
  })
})

/** What the seed makes (db/seed/admin-lists.ts): Daily Boost on even numbers, or asked for by a pending sign-up. */
function expectedDailyBoostTotal(): number {
  let total = 0
  for (let i = 1; i <= SUBSCRIBERS; i++) {
    const pending = i <= PENDING
    const status = pending ? 'pending' : i % 10 === 1 ? 'unsubscribed' : i % 50 === 2 ? 'bounced' : 'subscribed'
    if (status === 'bounced' || status === 'unsubscribed' || pending || (status === 'subscribed' && i % 2 === 0)) total++
  }
  return total
}
