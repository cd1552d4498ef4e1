import { sql } from 'drizzle-orm'
import type pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createLogger, scrubSecrets, withRequestId } from './logger.ts'

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'
const EMAIL = 'ada.byron@example.com'

function capture() {
  const lines: string[] = []
  const log = createLogger('info', { write: (line: string) => void lines.push(line) } as pino.DestinationStream)
  return { log, lines }
}

describe('secrets never reach a log line', () => {
  it('scrubs hashes, addresses, card numbers, tokens and a query’s parameters by their shape', () => {
    const text = `Failed query: insert into accounts values ($1, $2)\nparams: ${EMAIL},${HASH}`
    expect(scrubSecrets(text)).toBe('Failed query: insert into accounts values ($1, $2)\nparams: [redacted]')
    expect(scrubSecrets(`hash ${HASH} for ${EMAIL}`)).toBe('hash [redacted hash] for [redacted email]')
    expect(scrubSecrets('card 4242 4242 4242 4242 declined')).toBe('card [redacted number] declined')
    expect(scrubSecrets('token Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF later')).toBe('token [redacted token] later')
    expect(scrubSecrets('at 2026-11-23T22:29:26.000Z, request 7f3c')).toBe('at 2026-11-23T22:29:26.000Z, request 7f3c')
  })

  it('keeps the paths of a stack (scoped packages have an @) and still scrubs every address', () => {
    const stack = [
      'Error: boom',
      '    at Hono.dispatch (file:///srv/quota/node_modules/@hono/node-server/dist/index.mjs:412:17)',
      '    at /srv/quota/node_modules/@react-router/node/dist/index.js:9:3',
      '    at C:\\quota\\node_modules\\@types\\node\\index.d.ts:1:1',
      '    at pkg@1.2.3 (node:internal/process/task_queues:95:5)',
    ].join('\n')
    expect(scrubSecrets(stack)).toBe(stack)
    for (const address of [EMAIL, 'ada+quota@mail.example.co.uk', 'O.Brien-Smith_2@sub-domain.example.org']) {
      for (const around of [
        (a: string) => a,
        (a: string) => `"Ada" <${a}>`,
        (a: string) => `mailto:${a}`,
        (a: string) => `key (email)=(${a}) already exists`,
        (a: string) => `/admin/subscribers/${a}`,
      ]) {
        expect(scrubSecrets(around(address)), around(address)).not.toContain(address.split('@')[1])
      }
    }
  })

  it('a real database error carrying its parameters is logged as JSON without them, with the request id', async () => {
    const database = await createTestDatabase()
    try {
      const error = await database.db.execute(sql`select ${HASH}::int, ${EMAIL}::int`).then(
        () => null,
        (caught: unknown) => caught,
      )
      expect(String((error as Error).message)).toContain(HASH) // the driver's message does quote them
      const { log, lines } = capture()
      withRequestId('req-42', () => log.error({ event: 'db.error', err: error }, 'query failed'))
      expect(lines).toHaveLength(1)
      const line = JSON.parse(lines[0]!) as { requestId: string; err: { message: string; stack: string } }
      expect(line.requestId).toBe('req-42')
      expect(lines[0]).not.toContain('argon2')
      expect(lines[0]).not.toContain(EMAIL)
      expect(line.err.message).toContain('[redacted]')
    } finally {
      await database.close()
    }
  })
})

describe('a page whose action fails unexpectedly', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ envVars: { TRUST_PROXY: 'true' } })
    // A schema the code no longer matches: the insert fails with the submitted values in its message.
    await t.database.db.execute(sql`alter table leads rename to leads_gone`)
  })
  afterAll(() => t.close())

  it('is logged once as JSON with the request id, never the visitor’s data, and never on the console', async () => {
    const res = await t.request('/advertising/media-kit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.11.0.1' },
      body: new URLSearchParams({ firstname: 'Ada', lastname: 'Byron', email: EMAIL, company: 'Analytical', phone_number: '5550102030' }).toString(),
    })
    expect(res.status).toBe(500)
    const requestId = res.headers.get('x-request-id')
    const failures = t.logs.filter((line) => line.event === 'route.error')
    expect(failures).toHaveLength(1)
    expect(failures[0]!.requestId).toBe(requestId)
    expect(JSON.stringify(t.logs)).not.toContain(EMAIL)
    expect(JSON.stringify(t.logs)).not.toContain('5550102030')
  })
})
