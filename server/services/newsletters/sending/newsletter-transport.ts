import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger } from 'pino'
import type { DeliveryOutcome, Envelope } from './smtp-pool.ts'
import { createSmtpThreadClient } from './smtp-thread-client.ts'

export type { DeliveryOutcome, Envelope } from './smtp-pool.ts'

export interface TransportOptions {
  /** smtp:// or smtps://; without it each mail is written to `${dataDir}/mail/` as mail.ts does. */
  smtpUrl?: string
  dataDir: string
  /** Connections kept open to the server. */
  maxConnections: number
  log: Logger
}

/**
 * Newsletter mail out of this process: nodemailer's SMTP pool on a thread of its own
 * (smtp-thread.ts), each message's last line waiting for its claim. Without SMTP_URL: .eml files,
 * each written only after its claim.
 */
export function createNewsletterTransport({ smtpUrl, dataDir, maxConnections, log }: TransportOptions): NewsletterTransport {
  if (!smtpUrl) return fileTransport(join(dataDir, 'mail'), log)
  return createSmtpThreadClient({ smtpUrl, maxConnections, log })
}

export interface NewsletterTransport {
  deliver(envelope: Envelope, body: Buffer, claim: () => Promise<boolean>): Promise<DeliveryOutcome>
  sendUnrecorded(envelope: Envelope, body: Buffer): Promise<void>
  close(): void
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
