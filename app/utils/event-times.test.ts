import { describe, expect, it } from 'vitest'
import { zonedTimeToUtc } from '../../lib/zoned-time.ts'
import { formatClock, formatEventWhen } from './event-times.ts'

const event = (startDate: string, endDate: string, startTime: string, endTime: string, timeZone: string) => ({
  startDate,
  endDate,
  startTime,
  endTime,
  timeZone,
  start: zonedTimeToUtc(startDate, startTime, timeZone)?.toISOString() ?? null,
  end: zonedTimeToUtc(endDate, endTime || '23:59', timeZone)?.toISOString() ?? null,
})

describe('event dates and times', () => {
  it('shows a one-day event in its own zone, with the zone named', () => {
    expect(formatEventWhen(event('2026-12-08', '2026-12-08', '09:00', '17:00', 'America/Chicago'))).toEqual({
      dates: 'Tuesday, December 8, 2026',
      times: '9:00 AM – 5:00 PM CST',
    })
  })

  it('shows a range of days with daily times, in summer time where it applies', () => {
    expect(formatEventWhen(event('2026-06-23', '2026-06-24', '12:00', '16:00', 'America/New_York'))).toEqual({
      dates: 'Tuesday, June 23, 2026 – Wednesday, June 24, 2026',
      times: '12:00 PM – 4:00 PM EDT each day',
    })
  })

  it('names zones outside the Americas too', () => {
    expect(formatEventWhen(event('2026-03-10', '2026-03-10', '10:00', '', 'Europe/London')).times).toBe('10:00 AM GMT')
  })

  it('falls back to the stored dates when the CMS fields do not make an instant', () => {
    expect(formatEventWhen({ ...event('2026-03-10', '2026-03-11', '10:00', '', 'Not/AZone'), start: null })).toEqual({ dates: '2026-03-10 – 2026-03-11', times: '' })
  })

  it('reads agenda clock times on a 12-hour clock', () => {
    expect(formatClock('12:30')).toBe('12:30 PM')
    expect(formatClock('09:05')).toBe('9:05 AM')
    expect(formatClock('00:15')).toBe('12:15 AM')
    expect(formatClock('soon')).toBe('soon')
  })
})
