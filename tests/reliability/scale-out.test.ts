import { resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signPayload } from '#server/services/webhook-signature.ts'
import { ensureTools, roundRobin, startNginx } from '../../scripts/lib/nginx.ts'
import { adminQuery, withDatabaseName } from '../utils/postgres-admin.ts'
import { startProductionServer, type RunningServer } from './production-server.ts'
import { Tally } from './tally.ts'

/**
 * Two server processes on one PostgreSQL behind nginx (round-robin), as a site that has outgrown
 * one process runs: a change sent to one of them is seen through the other, and through nginx,
 * within a second (cache purges travel by PostgreSQL NOTIFY).
 */
const databaseUrl = inject('databaseUrl')
const PORTS = [3911, 3912]
const NGINX_PORT = 3913
const SECRET = 'the scale-out test shares this secret with nobody'
const WITHIN_MS = 1000

if (databaseUrl === null) {
  const skipped = new Tally('scale-out')
  skipped.figure('SKIPPED: no DATABASE_URL; two processes need a real PostgreSQL (.ci/run runs this in its PostgreSQL pass)')
  skipped.save()
}

describe.runIf(databaseUrl !== null)('two server processes behind nginx', () => {
  const tally = new Tally('scale-out')
  let servers: RunningServer[] = []
  let nginx: { stop: () => void } | undefined
  let database: pg.Client
  const front = `http://127.0.0.1:${NGINX_PORT}`

  beforeAll(async () => {
    ensureTools(['nginx'])
    const url = withDatabaseName(databaseUrl!, 'quota_scale_out')
    await adminQuery(databaseUrl!, 'drop database if exists quota_scale_out with (force)')
    await adminQuery(databaseUrl!, 'create database quota_scale_out')
    // One after the other: the first migrates and seeds the empty database.
    for (const port of PORTS) {
      servers.push(await startProductionServer({ port, dataDir: resolve(`.data/reliability/scale-${port}`), env: { LOG_LEVEL: 'warn', DATABASE_URL: url, CONTENT_WEBHOOK_SECRET: SECRET } }))
    }
    nginx = startNginx({ dir: '.data/reliability/scale-nginx', port: NGINX_PORT, ...roundRobin(PORTS.map((port) => `127.0.0.1:${port}`)) })
    database = new pg.Client({ connectionString: url })
    await database.connect()
  })

  afterAll(async () => {
    tally.save()
    nginx?.stop()
    await database?.end()
    await Promise.all(servers.map((server) => server.stop()))
    servers = []
  })

  const titleAt = async (base: string, path: string) => {
    const res = await fetch(`${base}${path}`)
    tally.probe(res.status, `GET ${base}${path}`)
    return { cache: res.headers.get('x-cache'), title: /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '' }
  }

  it('a change sent to one process leaves the cache of the other within a second', async () => {
    const { rows } = await database.query<{ id: number; title: string }>("select id, title from posts where type = 'post' and status = 'publish' order by id limit 1 offset 5")
    const post = rows[0]!
    const { link } = (await (await fetch(`${servers[0]!.url}/wp-json/wp/v2/posts/${post.id}?_fields=link`)).json()) as { link: string }
    const path = new URL(link).pathname.replace(/\/$/, '')
    const bases = [...servers.map((server) => server.url), front]
    // Warm both processes (directly and through nginx's round-robin) until each answers from its cache.
    for (const base of bases) for (let i = 0; i < 3; i++) await titleAt(base, path)
    for (const server of servers) expect((await titleAt(server.url, path)).cache).toBe('HIT')

    const edited = `Edited on one process, ${Date.now()}`
    await database.query('update posts set title = $1, modified_at = now() where id = $2', [edited, post.id])
    const body = JSON.stringify({ type: 'post', id: post.id, action: 'update' })
    const started = performance.now()
    const sent = await fetch(`${servers[0]!.url}/api/content/changed`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Quota-Signature': signPayload(SECRET, body) }, body })
    expect(sent.status).toBe(204)

    const seenAfter: number[] = []
    for (const base of [servers[1]!.url, front, front]) {
      await expect.poll(async () => (await titleAt(base, path)).title, { timeout: WITHIN_MS, interval: 20 }).toContain(edited)
      seenAfter.push(Math.round(performance.now() - started))
    }
    tally.figure(`the change was seen through the other process after ${seenAfter[0]} ms and through nginx after ${seenAfter.at(-1)} ms`)
    console.log(`scale-out: ${tally.result.figures.at(-1)}`)
    expect(tally.result.serverErrors).toBe(0)
  })
})
