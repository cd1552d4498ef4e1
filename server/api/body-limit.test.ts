import { describe, expect, it } from 'vitest'
import type { Services } from '../services/index.ts'
import { createApi } from './index.ts'

const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not reached: the body limit answers first')) })
const api = createApi({ services: unused as unknown as Services, trustProxy: false, siteName: 'Quota' })

describe('the API body limit', () => {
  it('answers 413 and closes the connection, whose unread body would otherwise break the next request on it', async () => {
    const res = await api.request('/mediakit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstname: 'x'.repeat(20_000) }),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('payload_too_large')
    expect(res.headers.get('Connection')).toBe('close')
  })
})
