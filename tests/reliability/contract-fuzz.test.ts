import fc from 'fast-check'
import { afterAll, expect, inject, test } from 'vitest'
import { createProbeAccount } from './accounts.ts'
import { HOSTILE_PATH_VALUES, hostileTextSweep, mutationsOf, oversizedBody, RAW_BODIES } from './hostile-inputs.ts'
import { nextClientAddress, runBounded, send } from './http.ts'
import { listOperations, type Operation } from './openapi-operations.ts'
import { contractBreaches, matches } from './response-contract.ts'
import { arbitraryFor } from './schema-arbitrary.ts'
import { Tally } from './tally.ts'

const baseUrl = inject('baseUrl')
const tally = new Tally('contract fuzzer')
const methods = new Tally('contract: other methods')
afterAll(() => [tally, methods].forEach((t) => t.save()))
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** FUZZ_RUNS scales the generated cases (1: about a minute on a busy 2-core machine). */
const SCALE = Number(process.env.FUZZ_RUNS ?? 1)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const VALID_RUNS = Math.ceil(80 * SCALE)
const MUTATION_RUNS = Math.ceil(150 * SCALE)
const PATH_RUNS = Math.ceil(40 * SCALE)

interface Case {
  label: string
  path: string
  body?: string
  contentType?: string
  /** The session to send: the probe account's token, none, or a given Authorization header. */
  auth: { kind: 'session' } | { kind: 'none' } | { kind: 'header'; value: string }
  /** An answer other than 4xx means the server took input the document rules out. */
  mustRefuse: boolean
}

test('every operation of /api/openapi.json answers generated and hostile requests within its contract', async () => {
  console.log(`contract fuzzer: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`)
  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
  const apiBase = new URL(document.servers?.[0]?.url ?? '/', baseUrl).href.replace(/\/$/, '')
  const operations = listOperations(document)
  expect(operations.length).toBeGreaterThan(0)
  const records = await realPathValues()
  let account = await createProbeAccount(baseUrl, 'fuzz')

  for (const [index, operation] of operations.entries()) {
    const cases = casesFor(operation, records, SEED + index)
    // DELETEs one at a time: a successful one replaces the shared account before the next.
    await runBounded(cases, operation.method === 'DELETE' ? 1 : 4, async (probe) => {
      const headers: Record<string, string> = {}
      if (probe.contentType) headers['Content-Type'] = probe.contentType
      if (probe.auth.kind === 'session') headers.Authorization = `Bearer ${account.token}`
      if (probe.auth.kind === 'header') headers.Authorization = probe.auth.value
      const answer = await send(`${apiBase}${probe.path}`, { method: operation.method, headers, body: probe.body, from: nextClientAddress() })
      const what = `${operation.method} ${probe.path.slice(0, 100)} ${probe.label}: ${(probe.body ?? '').slice(0, 100)}`
      const kind = `${operation.method} ${operation.path} ${probe.label}`
      tally.probe(answer.status, answer.error ? `${what} (${answer.error})` : what, { sameAs: kind })
      if (answer.status === 0 || answer.status >= 500) return
      for (const breach of contractBreaches(operation, answer)) tally.schemaViolation(`${what} -> ${breach}`, `${kind} ${breach.slice(0, 40)}`)
      if (operation.needsToken && probe.auth.kind === 'none' && answer.status < 300) {
        tally.schemaViolation(`${what} -> ${answer.status} without credentials, yet the document requires a bearer token`, `${kind} security`)
      }
      if (probe.mustRefuse && answer.status < 400) tally.failure(`${what} -> accepted with ${answer.status}: ${answer.body.slice(0, 120)}`)
      // A successful DELETE may have ended the probe account's session: carry on with a new one.
      if (operation.method === 'DELETE' && probe.auth.kind === 'session' && answer.status < 300) account = await createProbeAccount(baseUrl, 'fuzz')
    })
  }
  expect(tally.findings, `seed ${SEED}`).toEqual([])
})

test('a method a documented path does not have answers 405 with Allow, never 404 or 5xx', async () => {
  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
  const apiBase = new URL(document.servers?.[0]?.url ?? '/', baseUrl).href.replace(/\/$/, '')
  const byPath = new Map<string, string[]>()
  for (const operation of listOperations(document)) byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation.method])
  for (const [path, documented] of byPath) {
    const concrete = path.replace(/\{[^}]+\}/g, '1')
    for (const method of METHODS.filter((m) => !documented.includes(m))) {
      const answer = await send(`${apiBase}${concrete}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}', from: nextClientAddress() })
      methods.probe(answer.status, `${method} ${concrete}`)
      const allow = (answer.headers.get('Allow') ?? '').toUpperCase()
      if (answer.status !== 405) methods.failure(`${method} ${concrete} answered ${answer.status} instead of 405 (documented: ${documented.join(', ')})`)
      else if (!documented.every((m) => allow.includes(m))) methods.failure(`${method} ${concrete}: 405 with Allow ${JSON.stringify(allow)}, documented ${documented.join(', ')}`)
    }
  }
  expect(methods.findings).toEqual([])
})

/** Seeded webinars and resources, so generated ids and slugs also name records that exist. */
async function realPathValues(): Promise<Record<string, unknown[]>> {
  const list = async (type: string, field: 'id' | 'slug') => {
    const answer = await send(`${baseUrl}/wp-json/wp/v2/${type}?per_page=5&_fields=id,slug`)
    return answer.status === 200 ? (JSON.parse(answer.body) as Record<string, unknown>[]).map((item) => item[field]) : []
  }
  return { '/webinars': await list('webinars', 'id'), '/resources': await list('resources', 'slug') }
}

function casesFor(operation: Operation, records: Record<string, unknown[]>, seed: number): Case[] {
  const known = Object.entries(records).find(([prefix]) => operation.path.startsWith(prefix))?.[1] ?? []
  const pathValue = (schema: object, example: unknown) =>
    fc.oneof(...[arbitraryFor(schema), ...(known.length ? [fc.constantFrom(...known)] : []), ...(example === undefined ? [] : [fc.constant(example)])])
  const validPath = fc.tuple(...operation.pathParams.map((p) => pathValue(p.schema, p.example))).map((values) =>
    fillPath(
      operation,
      values.map((v) => encodeURIComponent(String(v))),
    ),
  )
  const realPath = fc.tuple(...operation.pathParams.map((p) => (known.length ? fc.constantFrom(...known) : pathValue(p.schema, p.example)))).map((values) => ({
    path: fillPath(
      operation,
      values.map((v) => encodeURIComponent(String(v))),
    ),
    values: Object.fromEntries(operation.pathParams.map((p, i) => [p.name, values[i]])),
  }))
  const session = operation.needsToken ? ({ kind: 'session' } as const) : ({ kind: 'none' } as const)
  const json = 'application/json'
  const cases: Case[] = []
  const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, offset: number) => fc.sample(arbitrary, { numRuns, seed: seed * 7 + offset })
  const paths = sample(validPath, 64, 1)
  let nextPath = 0
  const path = () => paths[nextPath++ % paths.length]!

  if (operation.body) {
    const valid = arbitraryFor(operation.body)
    // A quarter of the valid bodies go without credentials: they show which operations are public.
    sample(valid, VALID_RUNS, 2).forEach((body, run) => {
      const anonymous = operation.needsToken && run % 4 === 3
      cases.push({ label: anonymous ? 'valid, no credentials' : 'valid', path: path(), body: JSON.stringify(body), contentType: json, auth: anonymous ? { kind: 'none' } : session, mustRefuse: false })
    })
    for (const mutation of sample(mutationsOf(operation.body, valid), MUTATION_RUNS, 3)) {
      const structural = mutation.kind === 'wrong-type' || mutation.kind === 'missing-field'
      cases.push({ label: mutation.kind, path: path(), body: JSON.stringify(mutation.body), contentType: json, auth: session, mustRefuse: structural && !matches(operation.body, mutation.body) })
    }
    // The documented example, on a record that exists, reaches the handler: each field's hostile text does too.
    const [sweepPath] = sample(realPath, 1, 7)
    const base = withPathValues(operation.body.example ?? sample(valid, 1, 7)[0], sweepPath!)
    hostileTextSweep(operation.body, base).forEach((mutation, run) => {
      const body = withFreshIdempotencyKey(mutation.body, run)
      cases.push({ label: 'hostile-text sweep', path: sweepPath!.path, body: JSON.stringify(body), contentType: json, auth: session, mustRefuse: false })
    })
    for (const raw of RAW_BODIES) cases.push({ label: 'raw body', path: path(), body: raw, contentType: json, auth: session, mustRefuse: !parsesAndMatches(operation, raw) })
    cases.push({ label: 'oversized', path: path(), body: oversizedBody(operation.body), contentType: json, auth: session, mustRefuse: true })
    const [example] = sample(valid, 1, 4)
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      cases.push({ label: `as ${contentType}`, path: path(), body: JSON.stringify(example), contentType, auth: session, mustRefuse: true })
    }
  } else {
    for (let run = 0; run < VALID_RUNS; run++) cases.push({ label: 'valid', path: path(), auth: session, mustRefuse: false })
  }
  const [body] = operation.body ? sample(arbitraryFor(operation.body), 1, 5).map((value) => JSON.stringify(value)) : [undefined]
  const contentType = body === undefined ? undefined : json
  if (operation.needsToken) {
    for (const value of ['Bearer not-a-token', `Bearer ${'x'.repeat(5_000)}`, 'Basic cHJvYmU6cHJvYmU=', 'Bearer \u00e9\u00e9']) {
      cases.push({ label: 'foreign credentials', path: path(), body, contentType, auth: { kind: 'header', value }, mustRefuse: false })
    }
    cases.push({ label: 'no credentials', path: path(), body, contentType, auth: { kind: 'none' }, mustRefuse: false })
  }
  for (const [position] of operation.pathParams.entries()) {
    for (const hostile of HOSTILE_PATH_VALUES) {
      const values = operation.pathParams.map((p, i) => (i === position ? hostile : encodeURIComponent(String(p.example ?? known[0] ?? 1))))
      cases.push({ label: 'hostile path value', path: fillPath(operation, values), body, contentType, auth: session, mustRefuse: false })
    }
    for (const value of sample(fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }), PATH_RUNS, 6 + position)) {
      const values = operation.pathParams.map((p, i) => encodeURIComponent(String(i === position ? value : (p.example ?? known[0] ?? 1))))
      cases.push({ label: 'generated path value', path: fillPath(operation, values), body, contentType, auth: session, mustRefuse: false })
    }
  }
  return cases
}

/** A retried idempotency key answers the stored outcome without reaching validation and storage again. */
function withFreshIdempotencyKey(body: unknown, run: number): unknown {
  if (!body || typeof body !== 'object' || typeof (body as Record<string, unknown>).submissionId !== 'string') return body
  return { ...body, submissionId: `fuzz-${SEED}-${run}`.padEnd(16, '0') }
}

/** A body's fields named like the path's parameters take their values (a webinar id in both). */
function withPathValues(body: unknown, path: { values: Record<string, unknown> }): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const fields = body as Record<string, unknown>
  return { ...fields, ...Object.fromEntries(Object.entries(path.values).filter(([name]) => name in fields)) }
}

function fillPath(operation: Operation, encodedValues: string[]): string {
  let path = operation.path
  operation.pathParams.forEach((parameter, index) => (path = path.replace(`{${parameter.name}}`, encodedValues[index]!)))
  return path
}

function parsesAndMatches(operation: Operation, raw: string): boolean {
  try {
    return matches(operation.body, JSON.parse(raw))
  } catch {
    return false
  }
}
