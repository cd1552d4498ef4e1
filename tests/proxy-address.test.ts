import { describe, expect, it } from 'vitest'
import { FREE_PER_HOUR } from '#server/services/network-gate.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * Behind the README's nginx (`$proxy_add_x_forwarded_for`) the client writes the start of
 * X-Forwarded-For and the proxy appends the address it saw: rotating the start must not make a
 * client a new network for the limits per address (issue 27, item 1).
 */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

const PASSWORD = 'a long enough sign-in phrase'
let n = 0
/** What nginx forwards when the client at `proxySaw` sent its own X-Forwarded-For with a fresh address. */
const spoofed = (proxySaw: string) => ({ 'X-Forwarded-For': `198.51.100.${++n % 250}, ${proxySaw}` })

describe('the client address behind a trusted proxy', () => {
  it('40 wrong passwords from one network meet the limit, whatever the client writes first', async () => {
    const email = 'proxy.victim@example.com'
    const registered = await t.request('/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.1' },
      body: new URLSearchParams({ firstname: 'Ada', email, password: PASSWORD }).toString(),
    })
    expect(registered.status).toBe(302)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await t.request('/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...spoofed('127.0.0.1') },
        body: new URLSearchParams({ email, password: `wrong ${attempt}` }).toString(),
      })
      statuses.push(res.status)
    }
    // One network gets 20 sign-in attempts a minute; the rest are refused, however the header starts.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20)
  })

  it('newsletter sign-ups from one network meet the limit after the free share', async () => {
    const statuses: number[] = []
    for (let signUp = 0; signUp < FREE_PER_HOUR + 5; signUp++) {
      const res = await t.request('/api/newsletters/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...spoofed('203.0.113.50') },
        body: JSON.stringify({ email: `proxy.signup.${signUp}@example.com`, dailyBoost: true }),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, FREE_PER_HOUR)).toEqual(Array.from({ length: FREE_PER_HOUR }, () => 202))
    expect(statuses.slice(FREE_PER_HOUR)).toEqual([429, 429, 429, 429, 429])
  })

  it('a second network behind the same proxy keeps its own share', async () => {
    const res = await t.request('/api/newsletters/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...spoofed('203.0.113.51') },
      body: JSON.stringify({ email: 'proxy.other.network@example.com', dailyBoost: true }),
    })
    expect(res.status).toBe(202)
  })
})
