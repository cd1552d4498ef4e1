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
    // As the main suite (decision 043): limits catch hangs, not a busy machine. In CI this suite
    // runs beside the end-to-end suite, where stopping a site took over 10 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One WordPress, its plugin switched on and off by the suites: one file at a time.
    fileParallelism: false,
  },
})
