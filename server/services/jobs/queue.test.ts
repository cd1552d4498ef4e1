import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createJobQueue, type JobQueue } from './queue.ts'

/** The job queue on the test database (PGlite, or the real PostgreSQL of CI's second pass). */
const log = pino({ level: 'silent' })
let database: DatabaseHandle
const running: JobQueue[] = []

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await Promise.all(running.map((queue) => queue.stop()))
  await database.close()
})

function queueWith(setUp: (queue: JobQueue) => void): JobQueue {
  const queue = createJobQueue({ database, log, pollingIntervalSeconds: 0.5 })
  setUp(queue)
  running.push(queue)
  return queue
}

describe('the job queue', () => {
  it('runs a job scheduled before a restart after it, once', async () => {
    const ran: string[] = []
    const define = (queue: JobQueue) => queue.define<{ note: string }>({ name: 'test-later', handler: async (data) => void ran.push(data.note) })
    const before = queueWith(define)
    await before.start({ work: false })
    const id = await before.send('test-later', { note: 'sent before the restart' }, { startAfter: new Date(Date.now() + 1500) })
    expect(id).toEqual(expect.any(String))
    await before.stop()

    const after = queueWith(define)
    await after.start({ work: true })
    await expect.poll(() => after.state('test-later', id!), { timeout: 20_000, interval: 200 }).toBe('completed')
    expect(ran).toEqual(['sent before the restart'])
  })

  it('retries a failing job with growing waits until it succeeds', async () => {
    const attempts: { at: number; retryCount: number }[] = []
    const queue = queueWith((q) =>
      q.define<{ failures: number }>({
        name: 'test-flaky',
        retryDelaySeconds: 1,
        handler: async (data, job) => {
          attempts.push({ at: performance.now(), retryCount: job.retryCount })
          if (attempts.length <= data.failures) throw new Error('the receiver is down')
        },
      }),
    )
    await queue.start({ work: true })
    const id = await queue.send('test-flaky', { failures: 2 })
    await expect.poll(() => queue.state('test-flaky', id!), { timeout: 30_000, interval: 200 }).toBe('completed')
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2])
    // Back-off: at least 1 s before the first retry, at least 2 s before the second.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000)
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(2000)
  })

  it('gives each job to one worker when several processes work the same database', async () => {
    const handledBy: Record<string, string[]> = {}
    const worker = (name: string) => (queue: JobQueue) => queue.define<{ n: number }>({ name: 'test-shared', handler: async (data) => void (handledBy[data.n] ??= []).push(name) })
    const first = queueWith(worker('first'))
    const second = queueWith(worker('second'))
    await Promise.all([first.start({ work: true }), second.start({ work: true })])
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => first.send('test-shared', { n })))
    await expect.poll(async () => (await Promise.all(ids.map((id) => second.state('test-shared', id!)))).every((state) => state === 'completed'), { timeout: 30_000, interval: 250 }).toBe(true)
    expect(Object.keys(handledBy)).toHaveLength(12)
    expect(Object.values(handledBy).every((workers) => workers.length === 1)).toBe(true)
  })

  it('keeps one waiting job per singleton key', async () => {
    const queue = queueWith((q) => q.define({ name: 'test-single', policy: 'unique-waiting', handler: async () => {} }))
    await queue.start({ work: false })
    const at = new Date(Date.now() + 60_000)
    expect(await queue.send('test-single', {}, { startAfter: at, singletonKey: 'post-7' })).toEqual(expect.any(String))
    expect(await queue.send('test-single', {}, { startAfter: at, singletonKey: 'post-7' })).toBeNull()
    expect(await queue.send('test-single', {}, { startAfter: at, singletonKey: 'post-8' })).toEqual(expect.any(String))
  })

  it('refuses a job nobody defined, and a definition after the start', async () => {
    const queue = queueWith(() => {})
    await queue.start({ work: false })
    await expect(queue.send('no-such-job', {})).rejects.toThrow('no job named no-such-job')
    expect(() => queue.define({ name: 'late', handler: async () => {} })).toThrow('before the queue starts')
  })

  it('survives a finished job it cannot record (the database failing that moment): logs it, and the job stays to run again', async () => {
    const logged: { event?: string }[] = []
    const recording = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as { event?: string }) })
    let refusals = 1
    const failing = {
      executeSql: (text: string, values?: unknown[]) => {
        // pg-boss's statement that records a completed job: refused once, as a stopped database would.
        if (refusals > 0 && /state = 'completed',/.test(text)) {
          refusals--
          return Promise.reject(new Error('Connection terminated unexpectedly'))
        }
        return database.executeSql(text, values)
      },
    }
    const queue = createJobQueue({ database: failing, log: recording, pollingIntervalSeconds: 0.5 })
    let runs = 0
    queue.define({ name: 'test-unrecorded', handler: async () => void runs++ })
    running.push(queue)
    await queue.start({ work: true })
    const id = await queue.send('test-unrecorded', {})
    await expect.poll(() => logged.some((entry) => entry.event === 'jobs.record_failed'), { timeout: 20_000, interval: 100 }).toBe(true)
    expect(runs).toBe(1)
    expect(await queue.state('test-unrecorded', id!)).toBe('active')
  })
})
