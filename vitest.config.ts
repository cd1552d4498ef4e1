import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{app,server,db,lib,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/reliability/**', 'node_modules/**'],
    setupFiles: ['tests/setup/console-guard.ts'],
    globalSetup: ['tests/setup/global-db.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
