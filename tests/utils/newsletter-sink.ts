import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface SinkReply {
  code: number
  message: string
}

/**
 * A real SMTP server on 127.0.0.1 for newsletter sends: it accepts everything (unless `refuse`
 * says otherwise for a recipient), keeps each complete message's raw bytes per recipient, and
 * counts the messages whose connection closed before their final `.` (aborted: never delivered).
 * `hold` keeps the next recipients waiting at RCPT until `release`, to stop a send mid-way.
 */
export async function startNewsletterSink({ keepBodies = true }: { keepBodies?: boolean } = {}) {
  const received = new Map<string, Buffer[]>()
  /** Complete messages by the name the client gave in EHLO (which process sent them). */
  const byClient = new Map<string, number>()
  let total = 0
  let aborted = 0
  /** The recipients of messages whose connection closed before their final `.`. */
  const cutOff = new Set<string>()
  let connections = 0
  let refuse: (to: string) => SinkReply | null = () => null
  let holdAfter = Infinity
  let rcpts = 0
  const held: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onConnect(_session, callback) {
      connections++
      callback()
    },
    onRcptTo(address, _session, callback) {
      const reply = refuse(address.address.toLowerCase())
      if (reply) return callback(Object.assign(new Error(reply.message), { responseCode: reply.code }))
      if (++rcpts > holdAfter) held.push(() => callback())
      else callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let failed = false
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', () => {
        failed = true
        aborted++
        for (const rcpt of session.envelope.rcptTo) cutOff.add(rcpt.address.toLowerCase())
      })
      stream.on('end', () => {
        if (failed) return
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',')
        const list = received.get(to) ?? []
        list.push(keepBodies ? Buffer.concat(chunks) : Buffer.alloc(0))
        received.set(to, list)
        total++
        const client = session.hostNameAppearsAs || ''
        byClient.set(client, (byClient.get(client) ?? 0) + 1)
        callback()
      })
    },
  })
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    byClient,
    cutOff,
    get total() {
      return total
    },
    get aborted() {
      return aborted
    },
    get connections() {
      return connections
    },
    get waiting() {
      return held.length
    },
    /** From now on, how the server answers each recipient (null: accept). */
    refuseWith(rule: (to: string) => SinkReply | null) {
      refuse = rule
    },
    /** Recipients after the next `count` wait at RCPT until release(). */
    holdAfter(count: number) {
      rcpts = 0
      holdAfter = count
    },
    release() {
      holdAfter = Infinity
      for (const go of held.splice(0)) go()
    },
    /** Recipients that got more than one message. */
    duplicates: () => [...received].filter(([, messages]) => messages.length > 1).map(([to]) => to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type NewsletterSink = Awaited<ReturnType<typeof startNewsletterSink>>

/** Resolves once `check` holds, polling (a send runs on job workers: on a busy machine, seconds). */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
