import { describe, expect, it } from 'vitest'
import { isUpcoming } from './webinar-registration.ts'
import { zonedTimeToUtc } from './zoned-time.ts'
import {
  clockText,
  dateText,
  durationText,
  easternDate,
  easternDateTime,
  formatAgendaDay,
  formatClock,
  formatEventWhen,
  formatIssueMonth,
  formatLongDate,
  formatMailEasternTime,
  isoDuration,
} from './time-format.ts'

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
  it('shows a one-day event in its own zone, with the zone named in the house style (CT, not CST)', () => {
    expect(formatEventWhen(event('2026-12-08', '2026-12-08', '09:00', '17:00', 'America/Chicago'))).toEqual({
      dates: 'Tuesday, December 8, 2026',
      times: '9:00 a.m. – 5:00 p.m. CT',
    })
  })

  it('shows a range of days with daily times, in summer time where it applies', () => {
    expect(formatEventWhen(event('2026-06-23', '2026-06-24', '12:00', '16:00', 'America/New_York'))).toEqual({
      dates: 'Tuesday, June 23, 2026 – Wednesday, June 24, 2026',
      times: '12:00 p.m. – 4:00 p.m. ET each day',
    })
  })

  it('names zones outside the Americas too', () => {
    expect(formatEventWhen(event('2026-03-10', '2026-03-10', '10:00', '', 'Europe/London')).times).toBe('10:00 a.m. GMT')
  })

  it('falls back to the stored dates when the CMS fields do not make an instant', () => {
    expect(formatEventWhen({ ...event('2026-03-10', '2026-03-11', '10:00', '', 'Not/AZone'), start: null })).toEqual({ dates: '2026-03-10 – 2026-03-11', times: '' })
  })

  it('reads agenda clock times on a 12-hour clock, in the house style', () => {
    expect(formatClock('12:30')).toBe('12:30 p.m.')
    expect(formatClock('09:05')).toBe('9:05 a.m.')
    expect(formatClock('00:15')).toBe('12:15 a.m.')
    expect(formatClock('soon')).toBe('soon')
  })
})

describe('dates of articles, issues, agendas and mail', () => {
  it('dates articles in the site zone', () => {
    expect(formatLongDate('2026-11-01T03:00:00Z')).toBe('October 31, 2026')
  })

  it('dates issues by month, and leaves an unreadable issue date blank', () => {
    expect(formatIssueMonth('2026-11-01')).toBe('November 2026')
    expect(formatIssueMonth('soon')).toBe('')
  })

  it('names agenda days, keeping what is not a date', () => {
    expect(formatAgendaDay('2026-12-08')).toBe('Tuesday, December 8')
    expect(formatAgendaDay('Day one')).toBe('Day one')
  })

  it('writes a mail time in Eastern Time, as the pages do', () => {
    expect(formatMailEasternTime('2026-06-09T17:00:00Z')).toBe('Tuesday, June 9, 2026, 1:00 p.m. ET')
  })
})
