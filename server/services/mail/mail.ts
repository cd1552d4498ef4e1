import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { MailMessage } from '#lib/mail-message.ts'

export type { MailMessage }

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface MailerOptions {
  /** smtp:// or smtps://; without it every message is written to `${dataDir}/mail/` as an .eml file. */
  smtpUrl?: string
  dataDir: string
  from: string
  log: Logger
}

export function createMailer({ smtpUrl, dataDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message })
        log.info({ event: 'mail.sent', messageId: info.messageId, subject: message.subject }, 'mail sent')
      },
    }
  }
  const folder = join(dataDir, 'mail')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      mkdirSync(folder, { recursive: true })
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`)
      writeFileSync(file, info.message as Buffer)
      log.info({ event: 'mail.written', file, subject: message.subject }, 'mail written to file (no SMTP_URL)')
    },
  }
}

/** Mail is sent after the answer is decided, never delaying or changing it; failures are logged. */
export function sendLater(mailer: Mailer, log: Logger, message: MailMessage): void {
  mailer.send(message).catch((error) => log.error({ event: 'mail.failed', err: error, subject: message.subject }, 'mail could not be sent'))
}
