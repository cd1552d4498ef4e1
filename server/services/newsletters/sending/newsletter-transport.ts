import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Logger } from 'pino'
import { HeldMessage } from './held-message.ts'

export interface Envelope {
  from: string
  to: string
  /** Names the .eml file when there is no SMTP server: one per issue and reader. */
  key: string
}

/** What became of one mail. */
export type DeliveryOutcome =
  | { kind: 'sent' }
  /** Another worker had it, the send was stopped or the reader left: nothing was delivered. */
  | { kind: 'not-claimed' }
  /** The server answered with a refusal (4xx or 5xx); `claimed`: after the mail had been counted sent. */
  | { kind: 'refused'; code: number; message: string; claimed: boolean }
  /** The connection failed before the mail was counted: it stays open, or is reopened, for another try. */
  | { kind: 'lost'; message: string; reopen: boolean }

export interface TransportOptions {
  /** smtp:// or smtps://; without it each mail is written to `${dataDir}/mail/` as mail.ts does. */
  smtpUrl?: string
  dataDir: string
  /** Connections kept open to the server. */
  maxConnections: number
  log: Logger
}

/**
 * Newsletter mail out of this process: nodemailer's SMTP pool, each message a HeldMessage whose
 * last line waits for its claim. Without SMTP_URL: .eml files, each written only after its claim.
 */
export function createNewsletterTransport({ smtpUrl, dataDir, maxConnections, log }: TransportOptions) {
  if (!smtpUrl) return fileTransport(join(dataDir, 'mail'), log)
  const pool = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections, maxMessages: Infinity, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
  // nodemailer starts reading the message for the connection only once the server has accepted
  // the recipient and DATA: that moment releases the held end (the claim) and no earlier.
  pool.use('stream', (mail, done) => {
    const held = (mail.data as { held?: HeldMessage }).held
    if (held) {
      mail.message.processFunc((output) => {
        output.once('resume', () => held.release())
        return output
      })
    }
    done()
  })
  return {
    async deliver(envelope: Envelope, body: Buffer, claim: () => Promise<boolean>): Promise<DeliveryOutcome> {
      const held = new HeldMessage(body, claim)
      try {
        await pool.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw: held, held } as SendMailOptions)
        return held.claimed ? { kind: 'sent' } : { kind: 'lost', message: 'the server accepted a message that was never ended', reopen: false }
      } catch (error) {
        return outcomeOf(error as Error & { responseCode?: number; response?: string }, held)
      }
    },
    async sendUnrecorded(envelope: Envelope, body: Buffer): Promise<void> {
      await pool.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw: body })
    },
    close: () => pool.close(),
  }
}
export type NewsletterTransport = ReturnType<typeof createNewsletterTransport>

function outcomeOf(error: Error & { responseCode?: number; response?: string }, held: HeldMessage): DeliveryOutcome {
  if (held.claimLost) return { kind: 'lost', message: error.message, reopen: true }
  const code = error.responseCode
  if (typeof code === 'number' && code >= 400 && code < 600) return { kind: 'refused', code, message: (error.response ?? error.message).slice(0, 500), claimed: held.claimed }
  // Counted and ended: the `.` went out, the server's answer was lost with the connection.
  if (held.claimed) return { kind: 'sent' }
  if (held.notOurs) return { kind: 'not-claimed' }
  return { kind: 'lost', message: error.message, reopen: false }
}

function fileTransport(folder: string, log: Logger) {
  const write = async (envelope: Envelope, body: Buffer) => {
    await mkdir(folder, { recursive: true })
    const file = join(folder, `newsletter-${envelope.key.replace(/[^\w.-]/g, '_')}.eml`)
    await writeFile(file, body)
    log.debug({ event: 'newsletter.written', file }, 'newsletter written to file (no SMTP_URL)')
  }
  return {
    async deliver(envelope: Envelope, body: Buffer, claim: () => Promise<boolean>): Promise<DeliveryOutcome> {
      if (!(await claim())) return { kind: 'not-claimed' }
      await write(envelope, body)
      return { kind: 'sent' }
    },
    sendUnrecorded: write,
    close: () => {},
  }
}
