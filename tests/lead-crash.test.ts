import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, posts, webhookDeliveries } from '#db/schema/index.ts'
import { createJobQueue } from '#server/services/jobs/queue.ts'
import { createSponsorWebhooks } from '#server/services/sponsors/sponsor-webhooks.ts'
import { adminQuery, withDatabaseName } from './utils/postgres-admin.ts'
import { openSeededCopy, reopenSeededCopy } from './utils/seeded-copy.ts'
import { runServer } from './utils/restartable-server.ts'
import { startSmtpCatcher, type SmtpCatcher } from './utils/smtp-catcher.ts'
import { createTestApp } from './utils/test-app.ts'
import { registrationWebinars } from './utils/webinar-fixtures.ts'

/**
 * Issue 27, item 5: the compiled server is killed (SIGKILL, by the test-only fault point
 * TEST_FAULT=kill-after-lead-commit) right after each kind of lead form commits and before anything
 * is sent; started again on the same data, it sends every mail and every webhook delivery of those
 * leads exactly once. On the embedded database, or on PostgreSQL in CI's second pass.
 */
const SALES = 'sales@crash.example'
const YEAR = new Date().getUTCFullYear()
const dataDir = mkdtempSync(join(tmpdir(), 'quota-crash-'))
const postgresUrl = process.env.DATABASE_URL ? withDatabaseName(process.env.DATABASE_URL, `quota_crash_${randomBytes(6).toString('hex')}`) : null

let smtp: SmtpCatcher
let receiver: Server
/** What the webhook receiver got: the delivery id header and the lead's address. */
const hooked: { delivery: string; email: string }[] = []
let env: Record<string, string>
let webinarId: number

const openData = () => reopenSeededCopy({ postgresUrl, dataDir })

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      hooked.push({ delivery: String(request.headers['x-quota-delivery']), email: (JSON.parse(body) as { lead: { email: string } }).lead.email })
      response.writeHead(204).end()
    })
  }).listen(0, '127.0.0.1')
  await once(receiver, 'listening')

  // The seeded data, with a sponsored webinar to come and two sponsors listening on a webhook.
  const database = await openSeededCopy({ postgresUrl, dataDir })
  const app = await createTestApp({ database })
  const { upcoming } = await registrationWebinars(app)
  webinarId = upcoming.id
  await database.db
    .update(posts)
    .set({ acf: sql`${posts.acf} || '{"sponsor": {"slug": "tallyforge", "name": "Tallyforge", "url": "https://tallyforge.example/"}}'::jsonb` })
    .where(eq(posts.id, webinarId))
  const log = pino({ level: 'silent' })
  // Only to save the settings: nothing is queued, so the queue is never started.
  const hooks = createSponsorWebhooks({ db: database.db, log, jobs: createJobQueue({ database, log }), allowPrivateHosts: true })
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`
  for (const sponsor of ['tallyforge', 'cro-of-the-year-awards']) await hooks.save(sponsor, url)
  await app.close()

  env = { DATABASE_URL: postgresUrl ?? '', SMTP_URL: smtp.url, SALES_EMAIL: SALES, WEBHOOK_PRIVATE_HOSTS: 'allow', MAIL_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_DELAY_SECONDS: '1' }
})

afterAll(async () => {
  await smtp?.close()
  receiver?.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (postgresUrl) await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${new URL(postgresUrl).pathname.slice(1)} with (force)`)
})

const person = (email: string) => ({ firstname: 'Ada', lastname: 'Byron', email, company: 'Analytical Engines', jobTitle: 'CRO' })
const json = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const form = (base: string, path: string, body: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base }, body: new URLSearchParams(body) })

interface LeadForm {
  kind: string
  email: string
  submit: (base: string) => Promise<Response>
  /** Each mail the lead sets off: to whom, and its subject. */
  mails: [to: string, subject: RegExp][]
  /** Whether its sponsor has a webhook. */
  hooked: boolean
}

const stamp = Date.now()
const address = (kind: string) => `crash.${kind}.${stamp}@example.com`
const FORMS: LeadForm[] = [
  {
    kind: 'webinar',
    email: address('webinar'),
    submit: (base) =>
      json(`${base}/api/webinars/register/${webinarId}`, {
        webinarId,
        upcomingWebinar: true,
        form: { first_name: 'Ada', last_name: 'Byron', email: address('webinar'), company: 'Analytical Engines', job_title: 'CRO', team_size: '11-50', consent: true },
      }),
    mails: [[address('webinar'), /^You're registered: /]],
    hooked: true,
  },
  {
    kind: 'asset',
    email: address('asset'),
    submit: (base) => json(`${base}/api/resources/the-pipeline-coverage-myth/leads`, { ...person(address('asset')), consent: true }),
    mails: [[address('asset'), /^Your download: The Pipeline Coverage Myth$/]],
    hooked: true,
  },
  {
    kind: 'mediakit',
    email: address('mediakit'),
    submit: (base) =>
      json(`${base}/api/mediakit`, { firstname: 'Ada', lastname: 'Byron', email: address('mediakit'), company: 'Crash Co', job_title: 'CMO', phone_number: '5550102030', interest: 'Webinars' }),
    mails: [
      [SALES, /^Media kit request: Crash Co$/],
      [address('mediakit'), /media kit$/],
    ],
    hooked: false,
  },
  {
    kind: 'application',
    email: address('application'),
    submit: (base) =>
      form(base, '/resources/content/award-nomination/cro-of-the-year-awards', {
        nomineeName: 'Team Blue',
        nomineeCompany: 'Acme',
        category: 'Team',
        reason: 'Doubled pipeline.',
        ...person(address('application')),
        consent: 'on',
      }),
    mails: [[address('application'), /^We received your submission: CRO of the Year Awards$/]],
    hooked: true,
  },
  {
    kind: 'landing',
    email: address('landing'),
    submit: (base) => form(base, `/ai-for-sales-increase-revenue-${YEAR}-expert-insight`, { ...person(address('landing')), interest: 'Both' }),
    mails: [[address('landing'), /^Your request: /]],
    hooked: false,
  },
]

const caught = (to: string, subject: RegExp) => smtp.messages.filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject))

describe('a crash right after a lead commits', () => {
  it.each(FORMS)(
    '$kind: the server killed after the commit sends its mail and webhook once after the restart',
    async (lead) => {
      const crashing = await runServer({ dataDir, env: { ...env, TEST_FAULT: 'kill-after-lead-commit' } })
      const answer = await lead.submit(crashing.url).then(
        (response) => `answered ${response.status}`,
        () => 'cut off',
      )
      expect(answer).toBe('cut off')
      expect(await crashing.exited).toEqual({ code: null, signal: 'SIGKILL' })
      for (const [to, subject] of lead.mails) expect(caught(to, subject)).toHaveLength(0)

      const restarted = await runServer({ dataDir, env })
      try {
        for (const [to, subject] of lead.mails) await smtp.waitFor(to, subject, 60_000)
        if (lead.hooked) await expect.poll(() => hooked.filter((hook) => hook.email === lead.email).length, { timeout: 60_000 }).toBe(1)
      } finally {
        // Graceful: a job under way (recording what it sent) finishes before the process exits.
        await restarted.stop()
      }
    },
    240_000,
  )

  it('sent each mail and each delivery exactly once, and left no job waiting', async () => {
    for (const lead of FORMS) {
      for (const [to, subject] of lead.mails) expect(caught(to, subject), `${lead.kind}: ${subject}`).toHaveLength(1)
      expect(
        hooked.filter((hook) => hook.email === lead.email),
        lead.kind,
      ).toHaveLength(lead.hooked ? 1 : 0)
    }
    const database = await openData()
    try {
      const stored = await database.db
        .select({ id: leads.id, kind: leads.kind, mailStatus: leads.mailStatus })
        .from(leads)
        .where(
          inArray(
            leads.email,
            FORMS.map((lead) => lead.email),
          ),
        )
      expect(stored.map(({ kind, mailStatus }) => [kind, mailStatus]).sort()).toEqual(FORMS.map((lead) => [lead.kind, 'sent']).sort())
      const deliveries = await database.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(
          inArray(
            webhookDeliveries.leadId,
            stored.map((row) => row.id),
          ),
        )
      expect(deliveries).toEqual(FORMS.filter((lead) => lead.hooked).map(() => ({ status: 'delivered' })))
      const { rows } = await database.executeSql(`select state, count(*)::int as jobs from pgboss.job where name in ('lead-mail-retry', 'sponsor-webhook') group by state`)
      expect(rows).toEqual([{ state: 'completed', jobs: FORMS.reduce((sum, lead) => sum + lead.mails.length + (lead.hooked ? 1 : 0), 0) }])
    } finally {
      await database.close()
    }
  })
})
