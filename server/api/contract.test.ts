import { beforeAll, describe, expect, it } from 'vitest'
import { withTestApp } from '#tests/utils/with-test-app.ts'
import { SESSION_COOKIE } from '../middleware/session-cookie.ts'

const t = withTestApp()

type Operation = { security?: Record<string, string[]>[] }
type Document = { security?: unknown; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, Record<string, string>> } }

describe('unsupported methods on API paths', () => {
  it.each([
    ['GET', '/api/token', 'DELETE, POST'],
    ['PATCH', '/api/user/me', 'DELETE, GET, HEAD, POST'],
    ['DELETE', '/api/newsletters', 'GET, HEAD'],
    ['PUT', '/api/webinars/12/fields', 'GET, HEAD'],
    ['GET', '/api/passwordReset', 'POST, PUT'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const res = await t.request(path, { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe(allow)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed')
  })

  it('a path that does not exist stays 404', async () => {
    const res = await t.request('/api/no-such-thing', { method: 'POST' })
    expect(res.status).toBe(404)
    expect(res.headers.get('allow')).toBeNull()
  })

  it('every method an Allow header names is answered (none is 405)', async () => {
    const res = await t.request('/api/user/me', { method: 'PATCH' })
    for (const method of res.headers.get('allow')!.split(', ')) {
      expect((await t.request('/api/user/me', { method })).status, method).not.toBe(405)
    }
  })
})

describe('the OpenAPI document describes how to authenticate', () => {
  let doc: Document
  beforeAll(async () => {
    doc = (await (await t.request('/api/openapi.json')).json()) as Document
  })
  const operation = (method: string, path: string) => doc.paths[path]![method]!

  it('declares the bearer token and the session cookie as schemes', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE })
    expect(doc.security).toBeUndefined()
  })

  it.each([
    ['post', '/token'],
    ['post', '/user'],
    ['post', '/passwordReset'],
    ['put', '/passwordReset'],
    ['post', '/promocode/validate'],
    ['get', '/webinars/{id}/fields'],
  ])('public: %s %s needs no credential', (method, path) => {
    expect(operation(method, path).security).toEqual([])
  })

  const SIGNED_IN = ['delete /token', 'get /user/me', 'post /user/me', 'delete /user/me', 'put /user/password', 'get /newsletters']

  it('signed-in operations accept the bearer token or the session cookie; every other one also anyone', () => {
    const all = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, op })))
    expect(all.length).toBeGreaterThan(10)
    for (const { name, op } of all) {
      if (SIGNED_IN.includes(name)) expect(op.security, name).toEqual([{ bearer: [] }, { session: [] }])
      // A provider's webhook takes the credentials configured for it (decision 055), never a reader's.
      else if (name === 'post /newsletters/bounces/postmark') expect(op.security, name).toEqual([{ postmarkBasic: [] }])
      else expect([[], [{}, { bearer: [] }, { session: [] }]], name).toContainEqual(op.security)
    }
  })

  it.each([
    ['DELETE', '/api/token'],
    ['GET', '/api/user/me'],
    ['GET', '/api/newsletters'],
  ])('and the server agrees: %s %s without a credential is 401', async (method, path) => {
    expect((await t.request(path, { method })).status).toBe(401)
  })

  it('the session cookie really is accepted where the document says so', async () => {
    const email = 'contract.cookie@example.com'
    const password = 'long enough secret phrase'
    const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await t.request('/api/user', json({ firstname: 'Cy', email, password }))).status).toBe(201)
    const { token } = (await (await t.request('/api/token', json({ email, password }))).json()) as { token: string }
    const me = await t.request('/api/user/me', { headers: { Cookie: `${SESSION_COOKIE}=${token}` } })
    expect(me.status).toBe(200)
  })
})
