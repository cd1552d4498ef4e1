import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs'
import { copySeedPictures } from '../utils/seed-pictures.ts'
import { startStripeStandIn, type StripeStandIn } from '../utils/stripe-stand-in.ts'

/** How long the server may take to migrate and seed a fresh database beside other suites (as playwright.config.ts allows). */
export const START_LIMIT = 10 * 60_000

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/**
 * The production server with Stripe's keys, pointed at a Stripe stand-in that serves Checkout's and
 * the portal's pages and posts signed events to the server (decision 062). Started by the Stripe
 * journey itself: the suite's shared server keeps the test gateway its other journeys use. It
 * mails through the suite's SMTP catcher; `admin` is an administrator's invitation path.
 */
export async function startStripeServer(adminEmail: string): Promise<{ baseURL: string; standIn: StripeStandIn; admin: string; stop(): Promise<void> }> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const secret = `whsec_${randomBytes(16).toString('hex')}`
  const standIn = await startStripeStandIn({ servePages: true, holdEvents: true, webhook: { url: `${baseURL}/api/payments/stripe/webhook`, secret } })
  const dataDir = `.data/e2e-stripe-${port}`
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  copySeedPictures(dataDir)
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    MAIL_RETRY_DELAY_SECONDS: '1',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: standIn.url,
  }
  const created = execFileSync('node', ['build/node/admin-create.js', '--email', adminEmail], { env, encoding: 'utf8' })
  const admin = new URL(/https?:\/\/\S+/.exec(created)![0])
  const server: ChildProcess = spawn('node', [...SERVER_NODE_FLAGS, 'build/node/server.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  let running = true
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => {
      running = false
      reject(new Error(`the Stripe journey's server exited (${code})`))
    }),
  )
  // Once started, an exit is the stop's own.
  exited.catch(() => undefined)
  const ready = (async () => {
    while (running) {
      if ((await fetch(`${baseURL}/readyz`).catch(() => null))?.ok) return
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })()
  await Promise.race([ready, exited])
  return {
    baseURL,
    standIn,
    admin: `${admin.pathname}${admin.search}`,
    async stop() {
      if (running) {
        const gone = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await gone
      }
      await standIn.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
