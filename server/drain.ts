import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'

/** How many polls of the event loop the listener stays open for while each still takes connections the kernel queued. */
const MAX_ACCEPT_POLLS = 20

const nextImmediate = () => new Promise<void>((resolve) => setImmediate(resolve))
/**
 * Resolves after the event loop has polled for I/O once more (accepting queued connections,
 * reading bytes that arrived): the first immediate may still run in the turn that is ending,
 * whose poll happened before the signal, the second runs after the next poll.
 */
const afterPoll = async () => {
  await nextImmediate()
  await nextImmediate()
}

/**
 * Graceful shutdown of a Node HTTP server without resetting anything a client already sent.
 * Node's own `server.close()` is not that: it closes the listener at once (connections still in
 * the kernel's accept queue, because a busy event loop had not taken them yet, are reset), and
 * since Node 19 it destroys "idle" connections, which include accepted ones whose request bytes
 * have arrived but were not read yet. Here:
 *
 * 1. the listener stays open until a poll of the event loop takes no new connection, then closes;
 * 2. every answer from then on says `Connection: close`, so a kept-alive client sends no more;
 * 3. idle connections are closed only once no request has been in progress across a poll (which
 *    reads whatever bytes already arrived), and then again until none is left;
 * 4. after graceMs, whatever is still open is cut.
 *
 * Call `trackRequests` when the server starts: it must see every request to know what is in flight.
 */
export function trackRequests(server: Server) {
  const inFlight = new Set<ServerResponse>()
  let waiting: (() => void)[] = []
  const noneInFlight = () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)))
  let draining = false
  let accepted = 0
  server.on('connection', () => accepted++)
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response)
    response.once('close', () => {
      inFlight.delete(response)
      if (inFlight.size > 0) return
      for (const resolve of waiting) resolve()
      waiting = []
    })
    if (draining) response.shouldKeepAlive = false
  })

  const quietAcrossAPoll = async () => {
    for (;;) {
      await noneInFlight()
      await afterPoll()
      if (inFlight.size === 0) return
    }
  }

  async function drain(graceMs: number): Promise<'drained' | 'forced'> {
    draining = true
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false
    let forced = false
    const timer = setTimeout(() => {
      forced = true
      server.closeAllConnections()
    }, graceMs)
    try {
      for (let poll = 0; poll < MAX_ACCEPT_POLLS && !forced; poll++) {
        const before = accepted
        await afterPoll()
        if (accepted === before) break
      }
      // net.Server's close: stop listening, call back once the last connection has ended.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
      if (forced) server.closeAllConnections()
      let open = true
      void closed.then(() => (open = false))
      while (open && !forced) {
        await Promise.race([closed, quietAcrossAPoll()])
        if (!open || forced) break
        server.closeIdleConnections()
        // Connections told to close are still flushing their last answer: look again shortly.
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10))])
      }
      await closed
    } finally {
      clearTimeout(timer)
    }
    return forced ? 'forced' : 'drained'
  }

  return { drain }
}
