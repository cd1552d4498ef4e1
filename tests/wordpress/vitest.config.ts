import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The tests against a real WordPress (npm run test:wordpress): HTTP probes of the WordPress that
 * scripts/wordpress-server.sh runs, at WORDPRESS_URL. Not part of the main Vitest run
 * (tests/setup/test-kinds.ts skips this folder): it needs Debian's WordPress packages.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/wordpress/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // One WordPress, its plugin switched on and off by the suites: one file at a time.
    fileParallelism: false,
  },
})
