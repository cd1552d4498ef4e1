import { defineConfig } from '@playwright/test'
import { STAND_IN_PORT, STAND_IN_URL, THIRD_PARTY_ENV } from './tests/e2e/third-party-env.ts'
import { ADMINS, adminOutput } from './tests/e2e/first-admin.ts'
import { POSTMARK_WEBHOOK } from './tests/e2e/bounce-webhook.ts'
import { SERVER_NODE_FLAGS } from './scripts/lib/server-node-flags.mjs'

/**
 * End-to-end tests in Debian's Chromium (installed by scripts/ensure-chromium.sh; Playwright never
 * downloads a browser here). The server is the production build, started on a fresh seeded database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://127.0.0.1:${PORT}`
const CI = Boolean(process.env.CI)
const MAIL_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_PORT ?? 3211)
const MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`
/**
 * Each server is waited for by polling its readiness address; this limit only catches one that
 * hangs (one that exits fails at once). The site's start migrates and seeds a fresh database,
 * which took minutes with another suite beside it, so the limit is far above that.
 */
const START_LIMIT = 10 * 60_000
/** The integration tests' drawn seed pictures (tests/setup/global-db.ts), when they exist. */
const SEED_PICTURES = `{ [ ! -d .data/test/uploads ] || cp -R .data/test/uploads .data/e2e-${PORT}/uploads; }`
// The ad and analytics scripts come from a stand-in on another origin (tests/e2e/third-party-stand-in.ts).
const thirdPartyEnv = Object.entries(THIRD_PARTY_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  // A retry hides a flaky test instead of curing it.
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Sized for a 2-core machine running other work: a journey that takes 30 s under load must still
  // pass. Long journeys are steps that share signed-in sessions, so no test needs minutes.
  timeout: 90_000,
  // How long a step waits for what a person would see: a page under load can take seconds.
  expect: { timeout: 30_000 },
  outputDir: '.data/playwright-results',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // A real SMTP server that keeps what the site sends; tests read it at MAIL_URL/messages.
      command: `MAIL_SMTP_PORT=${MAIL_SMTP_PORT} MAIL_HTTP_PORT=${MAIL_HTTP_PORT} npx tsx tests/e2e/mail-catcher-server.ts`,
      url: `${MAIL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: START_LIMIT,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `STAND_IN_PORT=${STAND_IN_PORT} npx tsx tests/e2e/third-party-stand-in.ts`,
      url: `${STAND_IN_URL}/healthz`,
      reuseExistingServer: false,
      timeout: START_LIMIT,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The operator's first step on a fresh install (npm run admin:create) before the server starts; its links are for the back-office and newsletter journeys.
      // Its log is kept in its data folder, which scripts/test.sh searches for card numbers after the run.
      // The seed's pictures are drawn the same each time and a file in place is kept (db/seed/images.ts):
      // those the integration tests drew are copied in first, which took half of the start at load 28.
      command: `rm -rf .data/e2e-${PORT} && mkdir -p .data/e2e-${PORT} && ${SEED_PICTURES} && ${ADMINS.map((email) => `DATA_DIR=.data/e2e-${PORT} LOG_LEVEL=warn node build/node/admin-create.js --email ${email} > ${adminOutput(PORT, email)}`).join(' && ')} && NODE_ENV=production PAYMENTS=test PORT=${PORT} DATA_DIR=.data/e2e-${PORT} LOG_LEVEL=warn TRUST_PROXY=true WEBHOOK_PRIVATE_HOSTS=allow WEBHOOK_RETRY_DELAY_SECONDS=1 MAIL_RETRY_DELAY_SECONDS=1 SMTP_URL=smtp://127.0.0.1:${MAIL_SMTP_PORT} POSTMARK_WEBHOOK_USER=${POSTMARK_WEBHOOK.user} POSTMARK_WEBHOOK_PASSWORD=${POSTMARK_WEBHOOK.password} ${thirdPartyEnv} node ${SERVER_NODE_FLAGS.join(' ')} build/node/server.js > .data/e2e-${PORT}/server.log`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: START_LIMIT,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
