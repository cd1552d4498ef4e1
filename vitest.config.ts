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
      {
        extends: true,
        test: {
          name: 'integration',
          include: integration,
          globalSetup: ['tests/setup/global-db.ts'],
          // One module graph per worker, not per file: the server build, the app and its services
          // are imported once by each worker and reused by every file it runs (each file still
          // builds its own app over its own database). Without this, importing them again for
          // each of the hundred files was a third of the integration run.
          isolate: false,
          // Limits that catch a hang, not a slow machine: with another suite beside this one, a
          // file's fresh database and accounts took minutes. A file names a limit only above these.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
