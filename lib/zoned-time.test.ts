import { describe, expect, it } from 'vitest'
import { addDays, todayIn, wallClockAt, zonedTimeToUtc } from './zoned-time.ts'

describe('zonedTimeToUtc', () => {
  it('places a New York afternoon in winter and in summer', () => {
    expect(zonedTimeToUtc('2026-12-01', '13:00', 'America/New_York')?.toISOString()).toBe('2026-12-01T18:00:00.000Z')
    expect(zonedTimeToUtc('2026-07-01', '13:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T17:00:00.000Z')
  })

  it('knows other zones, including those ahead of UTC', () => {
    expect(zonedTimeToUtc('2026-03-10', '09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-03-10T04:00:00.000Z')
    expect(zonedTimeToUtc('2026-01-15', '08:00', 'Europe/London')?.toISOString()).toBe('2026-01-15T08:00:00.000Z')
  })

  it('resolves the hour skipped by daylight saving to the instant after the jump', () => {
    // 2026-03-08 02:30 does not exist in New York; clocks go from 02:00 to 03:00 (07:00 UTC).
    const instant = zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York')!
    expect(instant.toISOString()).toMatch(/^2026-03-08T0[67]:30:00.000Z$/)
  })

  it('is null for what is not a date, a time or a zone', () => {
    expect(zonedTimeToUtc('2026-13-45x', '10:00', 'America/New_York')).toBeNull()
    expect(zonedTimeToUtc('2026-01-01', 'noon', 'America/New_York')).toBeNull()
    expect(zonedTimeToUtc('2026-01-01', '10:00', 'Mars/Olympus_Mons')).toBeNull()
  })

  it('round-trips with wallClockAt', () => {
    const instant = zonedTimeToUtc('2026-11-03', '07:45', 'America/Los_Angeles')!
    expect(wallClockAt(instant, 'America/Los_Angeles')).toEqual({ date: '2026-11-03', time: '07:45' })
  })
})

describe('dates', () => {
  it('todayIn answers the date in the zone, not in UTC', () => {
    expect(todayIn('America/New_York', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21')
    expect(todayIn('UTC', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22')
  })

  it('addDays crosses months and years', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
