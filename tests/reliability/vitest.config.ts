import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The reliability suite (npm run test:reliability): probes against the production server, one
 * file at a time so the soak and the database faults never overlap other probes.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    globalSetup: ['tests/reliability/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
})
