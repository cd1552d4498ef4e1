import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  to: string
  subject: string
  text: string
  parsed: ParsedMail
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: tests read the mail a reader would
 * get. An address with `+fail-once` is refused the first time (451, try later), as a mail server
 * that is briefly down refuses it, so tests can watch a failed mail being sent again.
 */
export async function startSmtpCatcher(port = 0) {
  const messages: CaughtMail[] = []
  const refusedOnce = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase()
      if (!to.includes('+fail-once') || refusedOnce.has(to)) return callback()
      refusedOnce.add(to)
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((a) => a.address ?? '')
            .join(',')
          messages.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', parsed })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    /** Waits for a message to an address whose subject matches (job workers send it: on a busy machine, seconds). */
    async waitFor(to: string, subject: RegExp, timeoutMs = 30_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = messages.find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject))
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`no mail to ${to} matching ${subject} (got: ${messages.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>
