import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentClient, type ContentClient } from '#server/content/client.ts'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import type { Services } from '../services/index.ts'
import { createApi } from './index.ts'

/**
 * GET /api/webinars/{id}/fields (spec §7), answered by the API as app.ts builds it, with the
 * content client reading our own content service (a WordPress could stand in).
 */
let t: TestApp
let content: ContentClient
let api: ReturnType<typeof createApi>

const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not used by the webinar endpoints')) })

beforeAll(async () => {
  t = await createTestApp()
  content = createContentClient({ baseUrl: 'http://localhost:3000', fetch: async (request) => t.app.fetch(request) })
  const services = { accounts: unused, newsletters: unused, content } as unknown as Services
  api = createApi({ services, trustProxy: false, siteName: 'Quota' })
})
afterAll(() => t.close())

const get = async (path: string) => {
  const res = await api.request(path)
  return { res, body: await res.json() }
}

describe('GET /api/webinars/{id}/fields', () => {
  it("answers the webinar's registration form, field by field, in form order", async () => {
    const { items } = await content.getWebinars({ when: 'upcoming' })
    const webinar = items[0]!
    const { res, body } = await get(`/webinars/${webinar.id}/fields`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(body.webinarId).toBe(webinar.id)
    expect(body.registrationOpen).toBe(true)
    expect(body.fields.map((field: { name: string }) => field.name)).toEqual(webinar.registrationFields.map((field) => field.name))
    expect(body.fields[0]).toEqual({ name: 'first_name', label: 'First name', type: 'text', required: true, options: [] })
    expect(body.fields.find((field: { name: string }) => field.name === 'team_size')).toEqual({
      name: 'team_size',
      label: 'Sales team size',
      type: 'select',
      required: false,
      options: ['1-10', '11-50', '51-200', '201+'],
    })
    for (const field of body.fields) expect(Object.keys(field).sort()).toEqual(['label', 'name', 'options', 'required', 'type'])
  })

  it('answers a held webinar too, with registration closed', async () => {
    const { items } = await content.getWebinars({ when: 'past' })
    const { res, body } = await get(`/webinars/${items[0]!.id}/fields`)
    expect(res.status).toBe(200)
    expect(body.registrationOpen).toBe(false)
    expect(body.fields.length).toBeGreaterThan(0)
  })

  it('is a JSON 404 for an unknown webinar, or the id of something else', async () => {
    const { items } = await content.getIssues({ perPage: 1 })
    for (const id of [999999, items[0]!.id]) {
      const { res, body } = await get(`/webinars/${id}/fields`)
      expect(res.status).toBe(404)
      expect(body.error.code).toBe('not_found')
    }
  })

  it('is a 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const { res, body } = await get(`/webinars/${id}/fields`)
      expect(res.status).toBe(400)
      expect(body.error.code).toBe('validation_failed')
    }
  })

  it('is a 503 when the content service cannot answer', async () => {
    const down = createContentClient({ baseUrl: 'http://localhost:3000', fetch: async () => new Response('', { status: 502 }) })
    const offline = createApi({ services: { accounts: unused, newsletters: unused, content: down } as unknown as Services, trustProxy: false, siteName: 'Quota' })
    const res = await offline.request('/webinars/27/fields')
    expect(res.status).toBe(503)
    expect((await res.json()).error.code).toBe('content_unavailable')
  })

  it('is described in the OpenAPI document', async () => {
    const { body } = await get('/openapi.json')
    const operation = body.paths['/webinars/{id}/fields'].get
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '404', '503'])
    expect(body.components.schemas.WebinarFields.properties.fields.items.$ref).toBe('#/components/schemas/WebinarFormField')
  })
})
