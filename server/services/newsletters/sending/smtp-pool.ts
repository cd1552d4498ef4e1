import nodemailer, { type SendMailOptions } from 'nodemailer'
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

/**
 * nodemailer's SMTP pool, each message a HeldMessage whose last line waits for its claim
 * (decision 052). It runs on the newsletter's SMTP thread (smtp-thread.ts), not beside requests.
 */
export function createSmtpPool({ smtpUrl, maxConnections }: { smtpUrl: string; maxConnections: number }) {
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

function outcomeOf(error: Error & { responseCode?: number; response?: string }, held: HeldMessage): DeliveryOutcome {
  if (held.claimLost) return { kind: 'lost', message: error.message, reopen: true }
  const code = error.responseCode
  if (typeof code === 'number' && code >= 400 && code < 600) return { kind: 'refused', code, message: (error.response ?? error.message).slice(0, 500), claimed: held.claimed }
  // Counted and ended: the `.` went out, the server's answer was lost with the connection.
  if (held.claimed) return { kind: 'sent' }
  if (held.notOurs) return { kind: 'not-claimed' }
  return { kind: 'lost', message: error.message, reopen: false }
}
