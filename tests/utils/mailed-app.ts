import { afterAll, beforeAll } from 'vitest'
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { appStandIn, startedIn } from './with-test-app.ts'

/**
 * For a test file: the app delivering real mail over SMTP into a catcher, behind a trusted proxy
 * (tests pick their network with X-Forwarded-For); started before the file's tests, closed after.
 * Its job workers run, as the server's do: lead mail is sent by them. What it returns stands for
 * the app (`t`) and the catcher (`smtp`) from `beforeAll` on.
 */
export function withMailedApp(envVars: Record<string, string> = {}): { t: TestApp; smtp: SmtpCatcher } {
  let app: TestApp | undefined
  let catcher: SmtpCatcher | undefined
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    app = await createTestApp({ envVars: { SMTP_URL: catcher.url, TRUST_PROXY: 'true', ...envVars } })
    await app.app.jobs?.start({ work: true })
  })
  afterAll(async () => {
    await app?.close()
    await catcher?.close()
  })
  const smtp = () => startedIn(catcher)
  return {
    t: appStandIn(() => startedIn(app)),
    smtp: {
      get url() {
        return smtp().url
      },
      get messages() {
        return smtp().messages
      },
      waitFor: (to, subject, timeoutMs) => smtp().waitFor(to, subject, timeoutMs),
      close: () => smtp().close(),
    },
  }
}
