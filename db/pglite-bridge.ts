import { Worker } from 'node:worker_threads'
import type { Results, Transaction } from '@electric-sql/pglite'
import { fromRoot } from './project-root.ts'

/**
 * The server's side of the embedded database's thread (db/pglite-worker.mjs): the part of PGlite's
 * client that drizzle and the app use (query, exec, transaction, listen, dumpDataDir, close), each
 * call a message to the thread and its answer a message back.
 *
 * Messages to the thread: { id, op: 'query', text, params, rowMode, rawTypes, tx? },
 * { id, op: 'exec', text, tx? }, { id, op: 'begin' } (answered once the transaction holds the
 * database; its id is then the tx of its statements), { id, op: 'end', tx, commit },
 * { id, op: 'listen', channel }, { id, op: 'unlisten', listener }, { id, op: 'dump' },
 * { id, op: 'close' }. From it: { ready }, { id, result } or { id, error }, { notify, payload }.
 *
 * When the thread stops (a crash, out of memory) every waiting call and every later one fails with
 * "PGlite is closed", which the app answers as a database outage: nothing waits forever.
 */

const WORKER = fromRoot('db/pglite-worker.mjs')

export interface PgliteOptions {
  dataDir?: string
  loadDataDir?: Blob
  sharedBuffersMb: number
}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; stack: string }
type WorkerMessage = { ready: true } | { id: number; result?: unknown; error?: Record<string, unknown> } | { notify: number; payload: string }

export class PgliteBridge {
  closed = false
  private readonly pending = new Map<number, Pending>()
  private readonly listeners = new Map<number, (payload: string) => void>()
  private nextId = 1
  private stopReason = 'PGlite is closed'

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerMessage) => this.receive(message))
    worker.on('error', (error) => this.stop(`PGlite is closed: its thread failed (${error.message})`))
    worker.on('exit', (code) => this.stop(`PGlite is closed: its thread stopped (exit code ${code})`))
    // An idle database must not keep a finished script alive; a call in flight does (see call).
    worker.unref()
  }

  static async start({ dataDir, loadDataDir, sharedBuffersMb }: PgliteOptions): Promise<PgliteBridge> {
    const image = loadDataDir ? await loadDataDir.arrayBuffer() : undefined
    const worker = new Worker(WORKER, { workerData: { dataDir, loadDataDir: image, sharedBuffersMb }, transferList: image ? [image] : [] })
    await new Promise<void>((resolve, reject) => {
      const ready = (message: WorkerMessage) => {
        if (!('ready' in message)) return
        worker.off('error', reject)
        worker.off('exit', exited)
        resolve()
      }
      const exited = (code: number) => reject(new Error(`PGlite is closed: its thread stopped while opening the database (exit code ${code})`))
      worker.on('message', ready)
      worker.once('error', reject)
      worker.once('exit', exited)
    })
    return new PgliteBridge(worker)
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', text, params: params ?? [], ...toWorkerOptions(options) }) as Promise<Results<T>>
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', text }) as Promise<Results[]>
  }

  /** The callback's statements run alone on the database; it commits when the callback returns, rolls back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.nextId
    await this.call({ op: 'begin' })
    let open = true
    const check = () => {
      if (!open) throw new Error('Transaction is closed')
    }
    const tx = {
      query: (text: string, params?: unknown[], options?: QueryOptions) => (check(), this.call({ op: 'query', tx: id, text, params: params ?? [], ...toWorkerOptions(options) })),
      exec: (text: string) => (check(), this.call({ op: 'exec', tx: id, text })),
      get closed() {
        return !open
      },
    } as unknown as Transaction
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      open = false
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => {})
      throw error
    }
    open = false
    await this.call({ op: 'end', tx: id, commit: true })
    return result
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.nextId
    this.listeners.set(id, onPayload)
    try {
      await this.call({ op: 'listen', channel })
    } catch (error) {
      this.listeners.delete(id)
      throw error
    }
    return async () => {
      this.listeners.delete(id)
      if (!this.closed) await this.call({ op: 'unlisten', listener: id })
    }
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as ArrayBuffer])
  }

  /** Lets PGlite write out what it holds, then ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return
    try {
      await this.call({ op: 'close' })
    } finally {
      this.stop('PGlite is closed')
      await this.worker.terminate()
    }
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error(this.stopReason))
    const id = this.nextId++
    // Where the app made the call, for the error's stack: the thread's own stack says nothing useful.
    const stack = new Error().stack ?? ''
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref()
      this.pending.set(id, { resolve, reject, stack })
      this.worker.postMessage({ ...message, id })
    })
  }

  private receive(message: WorkerMessage) {
    if ('notify' in message) return this.listeners.get(message.notify)?.(message.payload)
    if (!('id' in message)) return
    const waiting = this.pending.get(message.id)
    if (!waiting) return
    this.pending.delete(message.id)
    if (this.pending.size === 0) this.worker.unref()
    if (message.error) waiting.reject(toError(message.error, waiting.stack))
    else waiting.resolve(message.result)
  }

  private stop(reason: string) {
    if (this.closed) return
    this.closed = true
    this.stopReason = reason
    for (const waiting of this.pending.values()) waiting.reject(toError({ message: reason }, waiting.stack))
    this.pending.clear()
    this.listeners.clear()
    this.worker.unref()
  }
}

/** Drizzle's parsers keep some types as raw text (all identity functions): the thread is told which. */
function toWorkerOptions(options?: QueryOptions) {
  return { rowMode: options?.rowMode, rawTypes: Object.keys(options?.parsers ?? {}).map(Number) }
}

function toError({ message, name, ...fields }: Record<string, unknown>, stack: string): Error {
  const error = Object.assign(new Error(String(message)), fields)
  if (typeof name === 'string') error.name = name
  error.stack = `${error.name}: ${error.message}\n${stack.split('\n').slice(2).join('\n')}`
  return error
}
