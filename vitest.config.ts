import { availableParallelism } from 'node:os'
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
    // Vitest's default on 2 cores is one worker; the integration tests spend much of their time
    // waiting (mail, hashing, the database), so two run side by side in about half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'unit', include: unit } },
      { extends: true, test: { name: 'integration', include: integration, globalSetup: ['tests/setup/global-db.ts'] } },
    ],
  },
})
