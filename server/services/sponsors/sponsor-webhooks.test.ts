import dns from 'node:dns'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { leads, webhookDeliveries, type Lead } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createJobQueue } from '../jobs/queue.ts'
import { createSponsorWebhooks, NOT_DELIVERED, SPONSOR_WEBHOOK_JOB, type SponsorWebhooks } from './sponsor-webhooks.ts'

/**
 * Issue 27, item 8: a delivery connects to the very addresses its check approved (a name that
 * answers differently when the connection is made is not followed), and the delivery log tells
 * the sponsor nothing about an address that was refused or did not answer.
 */
let database: DatabaseHandle
let lead: Lead
const log = pino({ level: 'silent' })

/** Receivers on two loopback addresses, counting what each got. */
const hits = { '127.0.0.1': 0, '127.0.0.2': 0 }
let answer = 204
const receivers: Server[] = []
let port: number

beforeAll(async () => {
  database = await createTestDatabase()
  ;[lead] = (await database.db.insert(leads).values({ kind: 'asset', target: 'pinned', sponsor: 'acme', email: 'pinned@example.com', accessHash: 'x' }).returning()) as [Lead]
  const first = createServer((_request, response) => {
    hits['127.0.0.1']++
    response.writeHead(answer).end()
  }).listen(0, '127.0.0.1')
  await once(first, 'listening')
  port = (first.address() as AddressInfo).port
  const second = createServer((_request, response) => {
    hits['127.0.0.2']++
    response.writeHead(answer).end()
  }).listen(port, '127.0.0.2')
  await once(second, 'listening')
  receivers.push(first, second)
})
afterAll(async () => {
  for (const receiver of receivers) receiver.close()
  await database.close()
})

/**
 * Stands in for DNS: the check's lookup (dns.promises) answers `checked`, a lookup made when
 * connecting (dns.lookup, what fetch and net.connect use) answers `connected`: a rebinding name.
 */
const real = { lookup: dns.lookup, promisesLookup: dns.promises.lookup }
const connectLookups: string[] = []
function rebindingDns(name: string, checked: string, connected: string) {
  const family = (address: string) => (address.includes(':') ? 6 : 4)
  dns.promises.lookup = (async (hostname: string, options?: unknown) => {
    if (hostname !== name) return real.promisesLookup(hostname, options as dns.LookupAllOptions)
    return [{ address: checked, family: family(checked) }]
  }) as typeof dns.promises.lookup
  dns.lookup = ((hostname: string, options: unknown, callback?: (...args: unknown[]) => void) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void
    if (hostname !== name) return real.lookup(hostname, options as dns.LookupOptions, done as never)
    connectLookups.push(hostname)
    if ((options as dns.LookupOptions | undefined)?.all) done(null, [{ address: connected, family: family(connected) }])
    else done(null, connected, family(connected))
  }) as typeof dns.lookup
}
afterEach(() => {
  dns.lookup = real.lookup
  dns.promises.lookup = real.promisesLookup
  connectLookups.length = 0
  hits['127.0.0.1'] = 0
  hits['127.0.0.2'] = 0
  answer = 204
})

/**
 * The webhooks with a queue worked in this process while `run` runs; one at a time, and the retries
 * a run leaves are dropped after it, so a delivery is attempted only under the settings it was made
 * under. The first retry waits a second.
 */
async function withHooks<T>(allowPrivateHosts: boolean, run: (hooks: SponsorWebhooks) => Promise<T>): Promise<T> {
  const jobs = createJobQueue({ database, log, pollingIntervalSeconds: 0.5 })
  const hooks = createSponsorWebhooks({ db: database.db, log, jobs, allowPrivateHosts, timeoutMs: 2000, retryDelaySeconds: 1 })
  await jobs.start({ work: true })
  try {
    return await run(hooks)
  } finally {
    await jobs.stop()
    await database.executeSql(`delete from pgboss.job where name = '${SPONSOR_WEBHOOK_JOB}'`)
  }
}

const newestDelivery = async (sponsor = 'acme') => (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.sponsor, sponsor)).orderBy(desc(webhookDeliveries.id)).limit(1))[0]

/** A lead's delivery to `url`, once its first attempt is over (a failed one stays queued for a retry). */
async function deliverOnce(url: string, { allowPrivateHosts }: { allowPrivateHosts: boolean }) {
  return withHooks(allowPrivateHosts, async (hooks) => {
    await hooks.save('acme', url)
    await hooks.leadStored({ lead, created: true })
    await expect.poll(async () => (await newestDelivery())?.attempts, { timeout: 10_000 }).toBe(1)
    return (await newestDelivery())!
  })
}

describe('a delivery connects to the addresses it checked', () => {
  it('a name that is public when checked and private when connecting is never followed to the private address', async () => {
    // 192.0.2.1 (TEST-NET-1) passes the check and is routed nowhere: the connection fails, as it should.
    rebindingDns('hooks.rebind.test', '192.0.2.1', '127.0.0.1')
    const delivery = await deliverOnce(`http://hooks.rebind.test:${port}/leads`, { allowPrivateHosts: false })
    expect(hits['127.0.0.1']).toBe(0)
    expect(connectLookups).toEqual([])
    expect(delivery).toMatchObject({ status: 'retrying', lastStatus: null, lastError: NOT_DELIVERED })
  })

  it('connects to the checked address, not to what the name answers later', async () => {
    rebindingDns('hooks.rebind.test', '127.0.0.1', '127.0.0.2')
    const delivery = await deliverOnce(`http://hooks.rebind.test:${port}/leads`, { allowPrivateHosts: true })
    expect(hits).toEqual({ '127.0.0.1': 1, '127.0.0.2': 0 })
    expect(delivery).toMatchObject({ status: 'delivered', lastStatus: 204, lastError: '' })
  })
})

describe('the delivery log', () => {
  it('says only "could not be delivered" for an address refused when delivering', async () => {
    const delivery = await withHooks(false, async (hooks) => {
      rebindingDns('hooks.moved.test', '192.0.2.1', '192.0.2.1')
      await hooks.save('acme', `http://hooks.moved.test:${port}/leads`)
      // Since saved, the name has moved into the server's own network.
      rebindingDns('hooks.moved.test', '10.0.0.5', '10.0.0.5')
      await hooks.leadStored({ lead, created: false })
      await expect.poll(async () => (await newestDelivery())?.attempts, { timeout: 10_000 }).toBe(1)
      return newestDelivery()
    })
    expect(delivery).toMatchObject({ status: 'retrying', lastStatus: null, lastError: NOT_DELIVERED })
    expect(delivery!.lastError).not.toMatch(/private|10\.0\.0\.5|moved/)
  })

  it('says only "could not be delivered" when nothing answers, with no error detail', async () => {
    const closed = createServer().listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const closedPort = (closed.address() as AddressInfo).port
    closed.close()
    const delivery = await deliverOnce(`http://127.0.0.1:${closedPort}/leads`, { allowPrivateHosts: true })
    expect(delivery).toMatchObject({ status: 'retrying', lastStatus: null, lastError: NOT_DELIVERED })
  })

  it("shows a permitted receiver's own answer, so a sponsor can fix it", async () => {
    answer = 500
    const delivery = await deliverOnce(`http://127.0.0.1:${port}/leads`, { allowPrivateHosts: true })
    expect(delivery).toMatchObject({ status: 'retrying', lastStatus: 500, lastError: 'The receiver answered 500.' })
  })
})

describe('a failed delivery', () => {
  it('is retried by the queue until the receiver takes it', async () => {
    answer = 503
    const delivery = await withHooks(true, async (hooks) => {
      await hooks.save('acme', `http://127.0.0.1:${port}/leads`)
      await hooks.leadStored({ lead, created: false })
      await expect.poll(async () => (await newestDelivery())?.attempts, { timeout: 10_000 }).toBe(1)
      answer = 204
      await expect.poll(async () => (await newestDelivery())?.status, { timeout: 20_000, interval: 250 }).toBe('delivered')
      return newestDelivery()
    })
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 204, lastError: '' })
    expect(hits['127.0.0.1']).toBe(2)
  }, 30_000)
})
