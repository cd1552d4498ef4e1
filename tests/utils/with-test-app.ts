import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'

/**
 * For a test file: the app, created before the file's tests and closed after them. What it returns
 * stands for that app from `beforeAll` on (reading it earlier throws).
 */
export function withTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  let started: TestApp | undefined
  beforeAll(async () => {
    started = await createTestApp(options)
  })
  afterAll(() => started?.close())
  const app = () => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a hook or a test.')
    return started
  }
  return {
    get app() {
      return app().app
    },
    get database() {
      return app().database
    },
    get logs() {
      return app().logs
    },
    get readiness() {
      return app().readiness
    },
    request: (path, init) => app().request(path, init),
    close: () => app().close(),
  }
}
