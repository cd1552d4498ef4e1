import { Worker } from 'node:worker_threads'
import type { Logger } from 'pino'
import type { DeliveryOutcome, Envelope } from './smtp-pool.ts'
import type { FromSmtpThread, ToSmtpThread } from './smtp-thread-protocol.ts'

interface Pending {
  thread: Worker
  claim: () => Promise<boolean>
  /** The database said yes: if the thread dies now, the `.` may have gone out. */
  granted: boolean
  settle: (outcome: DeliveryOutcome) => void
}

/**
 * The thread holds at most its connections' messages in flight (each some tens of KB): a small
 * heap keeps its garbage from growing into the server's memory budget (issue 28: 300 MB).
 */
const SMTP_THREAD_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 }

/**
 * Bundled into build/node/ the thread is its own compiled file (scripts/build-server.mjs); from
 * the sources (tests, tsx) it is the TypeScript file, which the thread loads after registering
 * tsx (Node 20 does not pass `--import tsx` on to a worker's own module loading).
 */
function startThread(workerData: { smtpUrl: string; maxConnections: number }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./newsletter-smtp-thread.js', import.meta.url), { workerData, resourceLimits: SMTP_THREAD_HEAP })
  const file = JSON.stringify(new URL('./smtp-thread.ts', import.meta.url).href)
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${file}) })`, { eval: true, workerData })
}

/**
 * The server's side of the newsletter's SMTP thread (smtp-thread.ts): the same `deliver` as the
 * pool, its claims answered here, where the database is. If the thread dies, the mails in flight
 * end as the pool would have ended them on a dropped connection, and the next mail starts a new one.
 */
export function createSmtpThreadClient({ smtpUrl, maxConnections, log }: { smtpUrl: string; maxConnections: number; log: Logger }) {
  let thread: Worker | null = null
  let nextId = 1
  const deliveries = new Map<number, Pending>()
  const unrecorded = new Map<number, { thread: Worker; resolve: () => void; reject: (error: Error) => void }>()
  const inFlight = () => deliveries.size + unrecorded.size

  const current = () => {
    thread ??= open()
    thread.ref()
    return thread
  }
  const settled = () => {
    if (inFlight() === 0) thread?.unref()
  }

  function open(): Worker {
    const worker = startThread({ smtpUrl, maxConnections })
    worker.on('message', (message: FromSmtpThread) => {
      if (message.type === 'claim') return answerClaim(worker, message.id)
      if (message.type === 'delivered') {
        deliveries.get(message.id)?.settle(message.outcome)
        deliveries.delete(message.id)
      } else {
        const waiting = unrecorded.get(message.id)
        unrecorded.delete(message.id)
        if (message.error) waiting?.reject(Object.assign(new Error(message.error.message), message.error))
        else waiting?.resolve()
      }
      settled()
    })
    worker.on('error', (error) => log.error({ event: 'newsletter.smtp_thread_failed', err: error }, 'the newsletter SMTP thread failed'))
    worker.on('exit', () => {
      if (thread === worker) thread = null
      for (const [id, pending] of deliveries) {
        if (pending.thread !== worker) continue
        deliveries.delete(id)
        pending.settle(pending.granted ? { kind: 'sent' } : { kind: 'lost', message: 'the SMTP thread stopped', reopen: false })
      }
      for (const [id, waiting] of unrecorded) {
        if (waiting.thread !== worker) continue
        unrecorded.delete(id)
        waiting.reject(new Error('the SMTP thread stopped'))
      }
    })
    return worker
  }

  function answerClaim(worker: Worker, id: number) {
    const pending = deliveries.get(id)
    if (!pending) return
    pending.claim().then(
      (ours) => {
        pending.granted = ours
        worker.postMessage({ type: 'claimed', id, ours } satisfies ToSmtpThread)
      },
      (error: unknown) => worker.postMessage({ type: 'claim-failed', id, message: error instanceof Error ? error.message : String(error) } satisfies ToSmtpThread),
    )
  }

  return {
    deliver(envelope: Envelope, body: Buffer, claim: () => Promise<boolean>): Promise<DeliveryOutcome> {
      const id = nextId++
      const on = current()
      return new Promise((settle) => {
        deliveries.set(id, { thread: on, claim, granted: false, settle })
        on.postMessage({ type: 'deliver', id, envelope, body } satisfies ToSmtpThread)
      })
    },
    sendUnrecorded(envelope: Envelope, body: Buffer): Promise<void> {
      const id = nextId++
      const on = current()
      return new Promise((resolve, reject) => {
        unrecorded.set(id, { thread: on, resolve, reject })
        on.postMessage({ type: 'send-unrecorded', id, envelope, body } satisfies ToSmtpThread)
      })
    },
    /** Ends the thread once its mails in flight have ended; a later mail starts a new one. */
    close() {
      thread?.postMessage({ type: 'close' } satisfies ToSmtpThread)
      thread = null
    },
  }
}
