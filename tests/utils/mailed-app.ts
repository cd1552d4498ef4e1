import { afterAll, beforeAll } from 'vitest'
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/**
 * For a test file: the app delivering real mail over SMTP into a catcher, behind a trusted proxy
 * (tests pick their network with X-Forwarded-For); started before the file's tests, closed after.
 * Its job workers run, as the server's do: lead mail is sent by them.
 */
export function withMailedApp(ready: (app: TestApp, smtp: SmtpCatcher) => void, envVars: Record<string, string> = {}) {
  let app: TestApp | undefined
  let smtp: SmtpCatcher | undefined
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    app = await createTestApp({ envVars: { SMTP_URL: smtp.url, TRUST_PROXY: 'true', ...envVars } })
    await app.app.jobs?.start({ work: true })
    ready(app, smtp)
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })
}
