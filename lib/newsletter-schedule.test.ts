import { describe, expect, it } from 'vitest'
import { isoWeekday, nextSend, nextSends, slotOn } from './newsletter-schedule.ts'

const boost = { weekdays: [1, 2, 3, 4, 5], sendTime: '06:30', skipDates: [] as string[] }
const digest = { weekdays: [5], sendTime: '07:00', skipDates: [] as string[] }
const iso = (slots: { date: string; at: Date }[]) => slots.map((slot) => `${slot.date} ${slot.at.toISOString()}`)

describe('newsletter schedule', () => {
  it('names ISO weekdays from the calendar date', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
  })

  it('gives the weekday sends at 06:30 New York time, skipping the weekend', () => {
    // Friday 2026-11-27 at 12:00 UTC (07:00 in New York): today's 06:30 has passed.
    expect(iso(nextSends(boost, new Date('2026-11-27T12:00:00Z'), 3))).toEqual(['2026-11-30 2026-11-30T11:30:00.000Z', '2026-12-01 2026-12-01T11:30:00.000Z', '2026-12-02 2026-12-02T11:30:00.000Z'])
  })

  it('counts the day in the site zone, not in UTC: late evening in New York is already tomorrow in UTC', () => {
    // Thursday 2026-11-26 23:00 in New York = Friday 04:00 UTC: the next Boost is Friday's.
    expect(nextSend(boost, new Date('2026-11-27T04:00:00Z'))?.date).toBe('2026-11-27')
    // One minute before the send goes is still before it; at the instant it is past.
    expect(nextSend(boost, new Date('2026-11-27T11:29:00Z'))?.date).toBe('2026-11-27')
    expect(nextSend(boost, new Date('2026-11-27T11:30:00Z'))?.date).toBe('2026-11-30')
  })

  it('keeps 06:30 on the wall clock across the spring-forward and fall-back changes', () => {
    // New York moves its clocks on Sunday 2026-03-08 (EST → EDT) and Sunday 2026-11-01 (EDT → EST).
    expect(iso(nextSends(boost, new Date('2026-03-06T12:00:00Z'), 2))).toEqual(['2026-03-09 2026-03-09T10:30:00.000Z', '2026-03-10 2026-03-10T10:30:00.000Z'])
    expect(iso(nextSends(boost, new Date('2026-03-05T12:00:00Z'), 1))).toEqual(['2026-03-06 2026-03-06T11:30:00.000Z'])
    expect(iso(nextSends(boost, new Date('2026-10-30T12:00:00Z'), 1))).toEqual(['2026-11-02 2026-11-02T11:30:00.000Z'])
    // A Sunday newsletter at 01:30 on the fall-back night: the first 01:30 (EDT).
    expect(slotOn({ weekdays: [7], sendTime: '01:30', skipDates: [] }, '2026-11-01')?.at.toISOString()).toBe('2026-11-01T05:30:00.000Z')
    // 02:30 on the spring-forward night does not exist: it goes at 03:30 EDT, the instant after the jump.
    expect(slotOn({ weekdays: [7], sendTime: '02:30', skipDates: [] }, '2026-03-08')?.at.toISOString()).toMatch(/^2026-03-08T0[67]:30:00.000Z$/)
  })

  it('skips the skip dates and goes on to the next scheduled day', () => {
    const holiday = { ...boost, skipDates: ['2026-11-30', '2026-12-01'] }
    expect(iso(nextSends(holiday, new Date('2026-11-27T12:00:00Z'), 2))).toEqual(['2026-12-02 2026-12-02T11:30:00.000Z', '2026-12-03 2026-12-03T11:30:00.000Z'])
    expect(nextSend({ ...digest, skipDates: ['2026-12-25'] }, new Date('2026-12-19T00:00:00Z'))?.date).toBe('2027-01-01')
  })

  it('has no next send when every scheduled day is skipped or none is scheduled', () => {
    expect(nextSend({ weekdays: [], sendTime: '06:30', skipDates: [] }, new Date())).toBeNull()
    expect(slotOn(digest, '2026-11-26')).toBeNull()
  })
})
