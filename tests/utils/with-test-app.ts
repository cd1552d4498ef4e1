import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'

/** What `started()` returns once it is there, read on each use: a test file's app declared before its hooks run. */
export function appStandIn(started: () => TestApp): TestApp {
  return {
    get app() {
      return started().app
    },
    get database() {
      return started().database
    },
    get logs() {
      return started().logs
    },
    get readiness() {
      return started().readiness
    },
    request: (path, init) => started().request(path, init),
    close: () => started().close(),
  }
}

/** What a file's `beforeAll` set, or a clear error when read before it. */
export function startedIn<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('It starts in beforeAll: read it inside a hook or a test.')
  return value
}

/**
 * For a test file: the app, created before the file's tests and closed after them. What it returns
 * stands for that app from `beforeAll` on.
 */
export function withTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  let app: TestApp | undefined
  beforeAll(async () => {
    app = await createTestApp(options)
  })
  afterAll(() => app?.close())
  return appStandIn(() => startedIn(app))
}
