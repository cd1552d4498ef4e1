import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { createSmtpPool } from './smtp-pool.ts'
import type { FromSmtpThread, ToSmtpThread } from './smtp-thread-protocol.ts'

/**
 * The newsletter's SMTP thread: nodemailer's pool, its SMTP dialogue, dot-escaping and socket
 * writes run here, so a send of 100 000 mails leaves the server's thread to answer readers. Each
 * mail's claim (the database's word that its row is now `sent`) is still asked of the server's
 * thread, at the moment the SMTP server has taken the recipient and DATA.
 */
const port = parentPort
if (!port) throw new Error('smtp-thread.ts runs as a worker thread')
yieldToReaders()
const { smtpUrl, maxConnections } = workerData as { smtpUrl: string; maxConnections: number }
const pool = createSmtpPool({ smtpUrl, maxConnections })
const claims = new Map<number, { resolve: (ours: boolean) => void; reject: (error: Error) => void }>()
const post = (message: FromSmtpThread) => port.postMessage(message)
/** A message's bytes as they crossed the thread (a Uint8Array), as the Buffer nodemailer reads. */
const bodyOf = (body: Uint8Array) => Buffer.from(body.buffer, body.byteOffset, body.byteLength)
let inFlight = 0
let closing = false
/** Closing: the thread ends once every mail in flight has said how it ended. */
const done = () => {
  if (--inFlight === 0 && closing) port.close()
}

port.on('message', (message: ToSmtpThread) => {
  switch (message.type) {
    case 'deliver': {
      const { id } = message
      inFlight++
      const claim = () =>
        new Promise<boolean>((resolve, reject) => {
          claims.set(id, { resolve, reject })
          post({ type: 'claim', id })
        })
      void pool.deliver(message.envelope, bodyOf(message.body), claim).then((outcome) => {
        claims.delete(id)
        post({ type: 'delivered', id, outcome })
        done()
      })
      return
    }
    case 'send-unrecorded': {
      const { id } = message
      inFlight++
      pool
        .sendUnrecorded(message.envelope, bodyOf(message.body))
        .then(
          () => post({ type: 'sent-unrecorded', id, error: null }),
          (error: Error & { responseCode?: number; response?: string }) =>
            post({ type: 'sent-unrecorded', id, error: { message: error.message, responseCode: error.responseCode, response: error.response } }),
        )
        .finally(done)
      return
    }
    case 'claimed':
      claims.get(message.id)?.resolve(message.ours)
      return
    case 'claim-failed':
      claims.get(message.id)?.reject(new Error(message.message))
      return
    case 'close':
      // A mail waiting for its claim is cut off before its last line: the server discards it.
      closing = true
      for (const waiting of claims.values()) waiting.reject(new Error('the newsletter SMTP thread is closing'))
      pool.close()
      if (inFlight === 0) port.close()
  }
})

/**
 * On Linux a thread has its own niceness: this one gives way to the server's thread, so a reader's
 * request is answered first when both want the CPU (issue 28: a cached page within 10 ms p99 while
 * 100 000 mails go out). /proc/thread-self names this thread; elsewhere nothing changes.
 */
function yieldToReaders() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (threadId > 0) setPriority(threadId, 10)
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
