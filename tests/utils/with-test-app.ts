import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'

/** For a test file: the app, created before the file's tests (then handed to `ready`) and closed after. */
export function withTestApp(ready: (app: TestApp) => void | Promise<void>, options?: Parameters<typeof createTestApp>[0]) {
  let app: TestApp | undefined
  beforeAll(async () => {
    app = await createTestApp(options)
    await ready(app)
  })
  afterAll(() => app?.close())
}
