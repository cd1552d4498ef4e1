import { defineConfig } from 'vitest/config'
import { sortTests } from './tests/setup/test-kinds.ts'

// Unit tests run pure code in seconds; integration tests get the seeded database image and the servers.
const { unit, integration } = sortTests()

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/console-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: unit } },
      { extends: true, test: { name: 'integration', include: integration, globalSetup: ['tests/setup/global-db.ts'] } },
    ],
  },
})
