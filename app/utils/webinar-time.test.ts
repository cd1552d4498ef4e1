import { describe, expect, it } from 'vitest'
import { clockText, dateText, durationText, easternDate, easternDateTime, isoDuration, isUpcoming } from './webinar-time.ts'

describe('webinar times', () => {
  it('writes Eastern Time by hand, across daylight saving', () => {
    expect(easternDateTime('2026-06-09T17:00:00.000Z')).toBe('Tuesday, June 9, 2026, 1:00 p.m. ET')
    expect(easternDateTime('2026-01-15T15:30:00.000Z')).toBe('Thursday, January 15, 2026, 10:30 a.m. ET')
    // 02:30 UTC on 1 March is still the evening of 28 February in New York.
    expect(easternDate('2026-03-01T02:30:00.000Z')).toBe('February 28, 2026')
  })

  it('spells clock times and dates', () => {
    expect(clockText('00:05')).toBe('12:05 a.m.')
    expect(clockText('12:00')).toBe('12:00 p.m.')
    expect(clockText('23:59')).toBe('11:59 p.m.')
    expect(dateText('2024-02-29')).toBe('Thursday, February 29, 2024')
    expect(dateText('2024-02-29', false)).toBe('February 29, 2024')
  })

  it('says how long, for readers and for structured data', () => {
    expect(durationText(60)).toBe('1 hour')
    expect(durationText(45)).toBe('45 minutes')
    expect(durationText(150)).toBe('2 hours 30 minutes')
    expect(durationText(null)).toBe('')
    expect(isoDuration(60)).toBe('PT1H')
    expect(isoDuration(45)).toBe('PT45M')
    expect(isoDuration(90)).toBe('PT1H30M')
  })

  it('counts a session under way as upcoming, and one without a date as neither', () => {
    const now = Date.parse('2026-06-09T17:30:00Z')
    expect(isUpcoming({ start: '2026-06-09T17:00:00Z', end: '2026-06-09T18:00:00Z' }, now)).toBe(true)
    expect(isUpcoming({ start: '2026-06-09T16:00:00Z', end: '2026-06-09T17:00:00Z' }, now)).toBe(false)
    expect(isUpcoming({ start: '2026-06-10T16:00:00Z', end: null }, now)).toBe(true)
    expect(isUpcoming({ start: null, end: null }, now)).toBe(false)
  })
})
