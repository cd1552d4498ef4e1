import { describe, expect, it } from 'vitest'
import { createSendRate } from './send-rate.ts'

/** The per-process pace: a per-second share, and a sliding hour (NEWSLETTER_RATE_PER_SECOND, NEWSLETTER_RATE_PER_HOUR). */
describe('the sending rate', () => {
  it('waits for the next second once this second has had its share', async () => {
    const rate = createSendRate({ perSecond: 3, perHour: 0 })
    const started = Date.now()
    const seconds = new Map<number, number>()
    for (let n = 0; n < 7; n++) {
      await rate.take()
      const second = Math.floor(Date.now() / 1000)
      seconds.set(second, (seconds.get(second) ?? 0) + 1)
    }
    expect(Math.max(...seconds.values())).toBeLessThanOrEqual(3)
    // Seven mails at three a second span three seconds at least.
    expect(seconds.size).toBeGreaterThanOrEqual(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('refuses once the sliding hour is full, until its oldest second leaves the window', async () => {
    let now = Date.UTC(2026, 10, 27, 9, 0, 0)
    const rate = createSendRate({ perSecond: 1000, perHour: 5, now: () => now })
    for (let n = 0; n < 3; n++) expect(await rate.take()).toBe(true)
    now += 30 * 60_000
    for (let n = 0; n < 2; n++) expect(await rate.take()).toBe(true)
    expect(await rate.take()).toBe(false)
    expect(rate.hourFullUntil()).toBe(Date.UTC(2026, 10, 27, 10, 0, 0))
    now = Date.UTC(2026, 10, 27, 10, 0, 0)
    expect(rate.hourFullUntil()).toBeNull()
    for (let n = 0; n < 3; n++) expect(await rate.take()).toBe(true)
    expect(await rate.take()).toBe(false)
  })

  it('has no hourly limit at 0', async () => {
    const rate = createSendRate({ perSecond: 100_000, perHour: 0 })
    for (let n = 0; n < 10_000; n++) expect(await rate.take()).toBe(true)
    expect(rate.hourFullUntil()).toBeNull()
  })
})
