import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpCatcher } from '#tests/utils/smtp-catcher.ts'
import { createMailer } from './mail.ts'
import { passwordResetMail } from './mail-templates.ts'

const site = { siteName: 'Quota', siteUrl: 'https://quota.example' }
const log = pino({ level: 'silent' })

describe('the mailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quota-mail-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('without SMTP_URL writes each message to DATA_DIR/mail as an .eml file', async () => {
    const mailer = createMailer({ dataDir: dir, from: 'Quota <no-reply@quota.example>', log })
    await mailer.send(passwordResetMail(site, 'reader@example.com', 'tok-123'))
    const [file] = readdirSync(join(dir, 'mail'))
    // The body is quoted-printable: undo its soft line breaks and escapes before reading it.
    const eml = readFileSync(join(dir, 'mail', file!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=')
    expect(file).toMatch(/\.eml$/)
    expect(eml).toContain('To: reader@example.com')
    expect(eml).toContain('Subject: Reset your Quota password')
    expect(eml).toContain('https://quota.example/reset-password?token=tok-123')
  })

  it('with SMTP_URL delivers over SMTP', async () => {
    const smtp = await startSmtpCatcher()
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, dataDir: dir, from: 'Quota <no-reply@quota.example>', log })
      await mailer.send({ to: 'reader@example.com', subject: 'Hello', text: 'Body text' })
      const mail = await smtp.waitFor('reader@example.com', /^Hello$/)
      expect(mail.text.trim()).toBe('Body text')
    } finally {
      await smtp.close()
    }
  })
})
