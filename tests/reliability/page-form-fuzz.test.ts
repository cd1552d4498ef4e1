import { afterAll, expect, inject, test } from 'vitest'
import { ROLES, type Role } from '#lib/roles.ts'
import { nextClientAddress, runBounded, send, type Answer } from './http.ts'
import { filledWith, formsOn, linksOn, patternMatcher, routePatterns, type PageForm } from './page-forms.ts'
import { Tally } from './tally.ts'

/**
 * Every page of the route table and every POST form those pages offer, for an anonymous visitor and
 * signed in with each role (staff past their second factor): hostile values in each field (ids past
 * 2^31, NUL, a lone surrogate, huge text, malformed numbers) and unknown intents. Nothing answers
 * 5xx, and every answer keeps the pages' contract: a known status, Retry-After on 429 and 503, and
 * redirects that stay on the site.
 */
const baseUrl = inject('baseUrl')
const sessions = inject('roleSessions')
const pages = new Tally('page fuzzer: pages')
const forms = new Tally('page fuzzer: forms')
afterAll(() => [pages, forms].forEach((t) => t.save()))

const BIG_ID = '2147483648'
const HOSTILE = [BIG_ID, '99999999999999999999', '-1', '1e400', 'NaN', '0x1F', 'Null\u0000byte', 'lone \ud800 surrogate', 'x'.repeat(200_000), '<script>alert(1)</script>', "' or 1=1 --", '']
/** An address holds far less than a body: a GET form's huge value is as long as browsers send. */
const HUGE_IN_ADDRESS = 'x'.repeat(6_000)
const STATUSES = new Set([200, 201, 202, 204, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429])
/** Forms that end the session the fuzzer goes on with. */
const SKIPPED_ACTIONS = /^\/logout\b/
/** Intents that change or remove a stored record whatever else the form says: sent only with a hostile id or as an unknown intent. */
const DESTRUCTIVE = /^(trash|delete|remove|erase|unpublish|restore|rotate|disable|enable|publish|schedule|revision|make-current|import|redeliver)$/

type Visitor = Role | 'anonymous'
const VISITORS: Visitor[] = ['anonymous', ...ROLES]
const cookieOf = (visitor: Visitor): Record<string, string> => (visitor === 'anonymous' ? {} : { Cookie: sessions[visitor] })

test('every page and every form of every role answers hostile input within the contract', async () => {
  const patterns = [...new Set(routePatterns())]
  const fixed = patterns.filter((pattern) => !/[:*]/.test(pattern))
  const templated = patterns.filter((pattern) => /[:*]/.test(pattern))

  // Real addresses of each templated page, from the links the fixed pages show each visitor.
  const seen = new Map<string, string>()
  const offered = new Map<Visitor, { page: string; html: string }[]>()
  const visit = async (visitor: Visitor, page: string) => {
    const answer = await send(`${baseUrl}${page}`, { headers: cookieOf(visitor), from: nextClientAddress() })
    check(pages, answer, `GET ${page} as ${visitor}`, `GET ${page}`)
    if (answer.status === 200 && (answer.headers.get('content-type') ?? '').includes('text/html')) {
      offered.get(visitor)!.push({ page, html: answer.body })
      for (const link of linksOn(answer.body)) {
        const pattern = templated.find((candidate) => patternMatcher(candidate).test(link))
        if (pattern && !seen.has(pattern)) seen.set(pattern, link)
      }
    }
  }
  for (const visitor of VISITORS) {
    offered.set(visitor, [])
    await runBounded(fixed, 4, (page) => visit(visitor, page))
  }
  const concrete = [...seen.values()]
  const hostile = templated.flatMap((pattern) => [filledWith(pattern, BIG_ID), filledWith(pattern, '%00'), filledWith(pattern, '%F0%28')])
  for (const visitor of VISITORS) await runBounded([...concrete, ...hostile], 4, (page) => visit(visitor, page))
  pages.figure(`${patterns.length} route patterns, ${concrete.length} of ${templated.length} templated ones found linked`)

  // Each visitor's forms, once per action and shape, each field given a hostile value in turn.
  let formCount = 0
  for (const visitor of VISITORS) {
    const shapes = new Set<string>()
    const probes: { form: PageForm; body: Record<string, string>; label: string }[] = []
    for (const { page, html } of offered.get(visitor)!) {
      for (const form of formsOn(html, page)) {
        const shape = `${form.method} ${form.action} ${form.fields
          .map((f) => f.name)
          .sort()
          .join(',')} ${form.intents.join(',')}`
        if (SKIPPED_ACTIONS.test(form.action) || shapes.has(shape)) continue
        shapes.add(shape)
        probes.push(...variantsOf(form))
      }
    }
    formCount += shapes.size
    await runBounded(probes, 4, async ({ form, body, label }) => {
      const url = new URL(form.action, baseUrl)
      const encoded = new URLSearchParams(body).toString()
      const answer =
        form.method === 'post'
          ? await send(url.href, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl, ...cookieOf(visitor) }, body: encoded, from: nextClientAddress() })
          : await send(`${url.origin}${url.pathname}?${encoded}`, { headers: cookieOf(visitor), from: nextClientAddress() })
      const what = `${form.method.toUpperCase()} ${form.action}`
      check(forms, answer, `${what} as ${visitor}: ${label}`, `${what} ${label.split('=')[0]}`)
    })
  }
  forms.figure(`${formCount} forms (by visitor) probed`)
  expect([...pages.findings, ...forms.findings]).toEqual([])
})

/** One request per field with a hostile value (the values rotate), all fields NUL, all ids past 2^31, and an unknown intent. */
function variantsOf(form: PageForm) {
  const base = Object.fromEntries(form.fields.map((field) => [field.name, field.value]))
  const intents = form.intents.length ? form.intents : [base.intent].filter((intent): intent is string => intent !== undefined)
  const out: { form: PageForm; body: Record<string, string>; label: string }[] = []
  for (const intent of intents.length ? intents : [undefined]) {
    const destructive = intent !== undefined && DESTRUCTIVE.test(intent)
    const withIntent = intent === undefined ? base : { ...base, intent }
    form.fields.forEach((field, index) => {
      if (field.name === 'intent') return
      if (destructive && !(field.hidden && /id$/i.test(field.name))) return
      const pick = HOSTILE[(index + out.length) % HOSTILE.length]!
      const value = form.method === 'get' && pick.length > HUGE_IN_ADDRESS.length ? HUGE_IN_ADDRESS : pick
      out.push({ form, body: { ...withIntent, [field.name]: value }, label: `${field.name}=${JSON.stringify(value.slice(0, 20))}${intent ? ` (${intent})` : ''}` })
    })
    if (!destructive) {
      out.push({
        form,
        body: Object.fromEntries(Object.keys(withIntent).map((name) => [name, name === 'intent' ? intent! : 'Null\u0000byte'])),
        label: `every field NUL${intent ? ` (${intent})` : ''}`,
      })
      out.push({ form, body: Object.fromEntries(Object.keys(withIntent).map((name) => [name, name === 'intent' ? intent! : BIG_ID])), label: `every field ${BIG_ID}${intent ? ` (${intent})` : ''}` })
    }
  }
  out.push({ form, body: { ...base, intent: 'no-such-intent\u0000' }, label: 'intent="no-such-intent\\0"' })
  return out
}

/** No 5xx, a status pages answer, Retry-After where it belongs, and a redirect that stays on the site. */
function check(tally: Tally, answer: Answer, what: string, kind: string) {
  tally.probe(answer.status, answer.error ? `${what} (${answer.error})` : what, { sameAs: kind })
  if (answer.status === 0 || answer.status >= 500) return
  if (!STATUSES.has(answer.status)) tally.schemaViolation(`${what} -> status ${answer.status}`, `${kind} ${answer.status}`)
  if (answer.status === 429 && !answer.headers.get('retry-after')) tally.schemaViolation(`${what} -> 429 without Retry-After`, `${kind} retry-after`)
  const location = answer.headers.get('location')
  if (answer.status >= 300 && answer.status < 400 && location && !(location.startsWith('/') && !location.startsWith('//')) && !location.startsWith(baseUrl)) {
    tally.schemaViolation(`${what} -> redirect off the site: ${location}`, `${kind} location`)
  }
}
