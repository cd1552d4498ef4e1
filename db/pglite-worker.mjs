/**
 * The embedded database (PGlite) on a thread of its own, so a slow statement never holds up the
 * thread that answers requests. Plain JavaScript: it is loaded as it is by the server from
 * source, by tsx and vitest, and by the compiled build. db/pglite-bridge.ts is the other side and
 * documents the messages.
 *
 * Isolation is PGlite's own: a plain statement waits while a transaction is open, exactly as when
 * PGlite ran in the server's thread; here an open transaction is a callback that waits for its
 * end message.
 */
import { mkdirSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const port = parentPort
if (!port) throw new Error('db/pglite-worker.mjs runs as a worker thread')

/** A rollback the bridge asked for: thrown out of the transaction's callback, never reported. */
const ROLLBACK = Symbol('rollback')
const transactions = new Map()
const unlisteners = new Map()

const reply = (id, result, transfer) => port.postMessage({ id, result }, transfer)

/**
 * The driver's error with its plain fields (code, constraint, detail...) that the app reads; not
 * the query options it also carries (functions cannot cross to the other thread).
 */
function replyError(id, error) {
  const fields = Object.fromEntries(Object.entries(error && typeof error === 'object' ? error : {}).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)))
  port.postMessage({ id, error: { ...fields, name: error?.name ?? 'Error', message: error?.message ?? String(error) } })
}

/** Drizzle asks for some types as their raw text (dates, numerics); its parsers are all identity. */
function queryOptions({ rowMode, rawTypes }) {
  return { rowMode, parsers: Object.fromEntries((rawTypes ?? []).map((oid) => [oid, (value) => value])) }
}

/** A statement inside a transaction goes to that transaction; any other waits for it to end. */
const target = (tx) => (tx === undefined ? database : transactions.get(tx)?.tx)

function begin(id) {
  let ending
  database
    .transaction(async (tx) => {
      ending = await new Promise((resolve) => {
        transactions.set(id, { tx, end: resolve })
        reply(id, null)
      })
      if (!ending.commit) throw ROLLBACK
    })
    .then(
      () => reply(ending.id, null),
      (error) => (error === ROLLBACK ? reply(ending.id, null) : replyError(ending?.id ?? id, error)),
    )
    .finally(() => transactions.delete(id))
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const on = target(message.tx)
      if (!on) throw new Error('Transaction is closed')
      return on.query(message.text, message.params, queryOptions(message))
    }
    case 'exec': {
      const on = target(message.tx)
      if (!on) throw new Error('Transaction is closed')
      return on.exec(message.text)
    }
    case 'listen': {
      const unlisten = await database.listen(message.channel, (payload) => port.postMessage({ notify: message.id, payload }))
      unlisteners.set(message.id, unlisten)
      return null
    }
    case 'unlisten': {
      await unlisteners.get(message.listener)?.()
      unlisteners.delete(message.listener)
      return null
    }
    case 'dump':
      return (await database.dumpDataDir('none')).arrayBuffer()
    case 'close':
      await database.close()
      return null
    default:
      throw new Error(`unknown database message: ${message.op}`)
  }
}

const { dataDir, loadDataDir, sharedBuffersMb } = workerData
if (dataDir) mkdirSync(dataDir, { recursive: true })
// pg_trgm: search's typo tolerance and prefix matching (migration 0018 creates the extension).
const database = await PGlite.create(dataDir, {
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  extensions: { pg_trgm },
  postgresqlconf: [`shared_buffers = ${sharedBuffersMb}MB`],
})

port.on('message', (message) => {
  if (message.op === 'begin') return begin(message.id)
  if (message.op === 'end') {
    const open = transactions.get(message.tx)
    return open ? open.end({ id: message.id, commit: message.commit }) : replyError(message.id, new Error('Transaction is closed'))
  }
  handle(message).then(
    (result) => reply(message.id, result, result instanceof ArrayBuffer ? [result] : undefined),
    (error) => replyError(message.id, error),
  )
})
port.postMessage({ ready: true })
