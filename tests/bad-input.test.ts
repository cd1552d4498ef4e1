import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#lib/validation-messages.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'
import { registrationWebinars, webinarPath, type WpWebinar } from './utils/webinar-fixtures.ts'

/**
 * Input the database cannot take: a NUL in any text field, and ids beyond PostgreSQL's integer.
 * Every answer is a 4xx (API and /wp-json) or the page with a field error, never a 5xx.
 */
let t: TestApp
let upcoming: WpWebinar
beforeAll(async () => {
  t = await createTestApp({ envVars: { TRUST_PROXY: 'true' } })
  ;({ upcoming } = await registrationWebinars(t))
})
afterAll(() => t.close())

const NUL_TEXT = 'Ada\u0000Byron'
let n = 0
const nextIp = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`

const HUGE_IDS = ['2147483648', '9999999999', '9999999999999999999', '100000000000000000000000000000']

describe('ids beyond the integer column', () => {
  const single = ['posts', 'pages', 'categories', 'tags', 'users', 'media', 'webinars', 'issues', 'videos', 'events', 'lists', 'resources']

  it.each(single)('/wp-json/wp/v2/%s/{id} answers 404 like WordPress, for the largest id and beyond', async (route) => {
    for (const id of ['2147483647', ...HUGE_IDS]) {
      const res = await t.request(`/wp-json/wp/v2/${route}/${id}`)
      expect(res.status, `${route}/${id}`).toBe(404)
      expect(((await res.json()) as { data: { status: number } }).data.status).toBe(404)
    }
  })

  it.each(['page', 'include', 'exclude', 'categories', 'tags', 'author'])('a %s parameter out of range is a 400 rest_ answer naming it', async (param) => {
    for (const value of HUGE_IDS) {
      const res = await t.request(`/wp-json/wp/v2/posts?${param}=${value}`)
      expect(res.status, `${param}=${value}`).toBe(400)
      const body = (await res.json()) as { code: string; data: { params: Record<string, string> } }
      expect(body.code).toBe('rest_invalid_param')
      expect(Object.keys(body.data.params)).toEqual([param])
    }
  })

  it('the webinar API refuses them with 400 validation_failed', async () => {
    for (const id of HUGE_IDS) {
      const fields = await t.request(`/api/webinars/${id}/fields`)
      expect(fields.status, `fields ${id}`).toBe(400)
      const register = await t.request(`/api/webinars/register/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
        body: JSON.stringify({ form: { email: 'ada@example.com' }, webinarId: Number(id) }),
      })
      expect(register.status, `register ${id}`).toBe(400)
      expect(((await register.json()) as { error: { code: string } }).error.code).toBe('validation_failed')
    }
  })

  it('a webinar page with such an id is the 404 page', async () => {
    expect((await t.request('/webinars/9999999999/some-webinar')).status).toBe(404)
  })
})

interface Operation {
  path: string
  method: string
  schema: JsonSchema
}
interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  $ref?: string
  anyOf?: JsonSchema[]
}

/** A body in which every string the schema names is a text holding a NUL. */
function bodyWithNul(schema: JsonSchema, components: Record<string, JsonSchema>): unknown {
  const resolved = schema.$ref ? components[schema.$ref.split('/').pop()!]! : schema
  if (resolved.properties) {
    return Object.fromEntries(Object.entries(resolved.properties).map(([name, inner]) => [name, bodyWithNul(inner, components)]))
  }
  if (resolved.additionalProperties) return { first_name: NUL_TEXT, email: NUL_TEXT }
  return NUL_TEXT
}

describe('a NUL in any text field of the API', () => {
  it('is refused with 400 validation_failed naming the field, on every operation that takes a body', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>
      components: { schemas: Record<string, JsonSchema> }
    }
    const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        const schema = op.requestBody?.content['application/json']?.schema
        return schema ? [{ path: path.replace(/\{[^}]+\}/g, (name) => (name === '{webinarId}' ? String(upcoming.id) : 'the-pipeline-coverage-myth')), method, schema }] : []
      }),
    )
    expect(operations.length).toBeGreaterThanOrEqual(10)
    for (const op of operations) {
      const res = await t.request(`/api${op.path}`, {
        method: op.method.toUpperCase(),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
        body: JSON.stringify(bodyWithNul(op.schema, doc.components.schemas)),
      })
      expect(res.status, `${op.method} ${op.path}`).toBe(400)
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(body.error.code).toBe('validation_failed')
      expect(Object.values(body.error.fields)).toContain(MESSAGES.invalidCharacters)
    }
  })

  it('is refused in a nested answer too, and a clean body still goes through', async () => {
    const email = `clean.${Date.now()}@example.com`
    const bad = await t.request('/api/user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
      body: JSON.stringify({ firstname: 'Ada', email, password: 'a long enough secret phrase', company: NUL_TEXT }),
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ company: MESSAGES.invalidCharacters })
    const good = await t.request('/api/user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
      body: JSON.stringify({ firstname: 'Ada', email, password: 'a long enough secret phrase', company: 'Analytical' }),
    })
    expect(good.status).toBe(201)
  })
})

/** The names and values of a page's POST form (hidden values kept, every text field given a NUL). */
function formWithNul(html: string): URLSearchParams | undefined {
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1]
  if (!form) return undefined
  const body = new URLSearchParams()
  for (const [tag] of form.matchAll(/<(input|select|textarea)\b[^>]*>/gi)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1]
    if (!name || name === 'leave_this_blank') continue
    const type = /\btype="([^"]+)"/.exec(tag)?.[1] ?? 'text'
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? ''
    if (type === 'hidden' || type === 'checkbox' || type === 'radio' || type === 'submit') body.set(name, value || 'on')
    else body.set(name, NUL_TEXT)
  }
  return body
}

describe('a NUL in any field of a page form', () => {
  async function signedIn(): Promise<string> {
    const email = `nul.page.${Date.now()}@example.com`
    const password = 'a long enough secret phrase'
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextIp() }
    await t.request('/register', { method: 'POST', headers, body: new URLSearchParams({ firstname: 'Ada', email, password }).toString() })
    const res = await t.request('/login', { method: 'POST', headers, body: new URLSearchParams({ email, password }).toString() })
    return res.headers.get('set-cookie')!.split(';')[0]!
  }

  it('shows the form again with a field error, never a 5xx', async () => {
    const cookie = await signedIn()
    const pages: [string, string?][] = [
      ['/login'],
      ['/register'],
      ['/forgot-password'],
      ['/reset-password?token=abc'],
      ['/profile/confirm-email?token=abc'],
      ['/newsletters'],
      ['/advertising/media-kit'],
      ['/resources/content/the-pipeline-coverage-myth/tallyforge'],
      ['/magazine/subscribe'],
      [webinarPath(upcoming)],
      ['/profile', cookie],
      ['/profile/password', cookie],
      ['/profile/delete', cookie],
    ]
    for (const [path, session] of pages) {
      const headers: Record<string, string> = session ? { Cookie: session } : {}
      const page = await t.request(path, { headers })
      expect(page.status, `GET ${path}`).toBe(200)
      const body = formWithNul(await page.text())
      expect(body, `a form on ${path}`).toBeDefined()
      const res = await t.request(path, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextIp() },
        body: body!.toString(),
      })
      expect(res.status, `POST ${path}`).toBe(400)
      expect(await res.text(), `POST ${path}`).toContain(MESSAGES.invalidCharacters)
    }
  })
})

describe('a NUL in an address', () => {
  it('a promo code in the subscribe address is an unknown code, not a 5xx', async () => {
    const res = await t.request('/magazine/subscribe/SPRING%00')
    expect(res.status).toBe(200)
  })

  it('a search, a topic slug or a page slug with a NUL is answered, never a 5xx', async () => {
    for (const path of [
      '/search?q=a%00b',
      '/search/a%00b',
      '/search?q=x&tag=a%00b&author=b%00c',
      '/topics/1/a%00b',
      '/a%00b',
      '/%00',
      '/lists/2026/a%00b',
      '/resources/content/a%00b/c',
      '/wp-json/wp/v2/posts?search=a%00b',
      '/wp-json/wp/v2/posts?slug=a%00b',
      '/wp-json/wp/v2/categories?slug=a%00b',
    ]) {
      const res = await t.request(path)
      expect(res.status, path).toBeLessThan(500)
    }
    const search = await t.request('/wp-json/wp/v2/posts?search=a%00b')
    expect(search.status).toBe(400)
    expect(((await search.json()) as { code: string }).code).toBe('rest_invalid_param')
  })
})

it('a slug made only of dropped characters matches nothing, rather than lifting the filter', async () => {
  const res = await t.request('/wp-json/wp/v2/pages?slug=%00')
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual([])
  expect((await t.request('/%00')).status).toBe(404)
})

describe('characters no column can hold, beyond NUL', () => {
  it('a lone surrogate in a lead answer is a 400, not a failed insert into jsonb', async () => {
    const res = await t.request('/api/mediakit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
      body: '{"firstname":"Ada","lastname":"Byron","email":"ada.surrogate@example.com","company":"Acme","phone_number":"5550102030","message":"\\ud800"}',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ message: MESSAGES.invalidCharacters })
  })

  it('a NUL in a field the form does not store (the sign-in redirect) signs in and stays on the site', async () => {
    const email = `nul.redirect.${Date.now()}@example.com`
    const password = 'a long enough secret phrase'
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextIp() }
    await t.request('/register', { method: 'POST', headers, body: new URLSearchParams({ firstname: 'Ada', email, password }).toString() })
    const res = await t.request('/login', { method: 'POST', headers, body: new URLSearchParams({ email, password, redirectTo: '/\u0000//evil.example' }).toString() })
    expect(res.status).toBe(302)
    expect(new URL(res.headers.get('location')!, 'http://localhost:3000').origin).toBe('http://localhost:3000')
  })
})
