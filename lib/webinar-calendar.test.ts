import { describe, expect, it } from 'vitest'
import { buildCalendar, escapeText, foldLine } from './webinar-calendar.ts'

describe('the webinar calendar file', () => {
  const ics = buildCalendar(
    {
      uid: 'webinar-7@example.com',
      title: 'Pricing, Procurement; and You',
      description: 'Line one\nLine two',
      url: 'https://example.com/webinars/7/pricing',
      start: '2026-06-09T17:00:00.000Z',
      end: '2026-06-09T18:00:00.000Z',
      stamp: '2026-05-19T12:00:00Z',
    },
    'Quota',
  )

  it('is one VEVENT in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20260609T170000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20260609T180000Z\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20260519T120000Z\r\n')
    expect(ics).toContain('\r\nUID:webinar-7@example.com\r\n')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
  })

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:Pricing\\, Procurement\\; and You')
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .map((part, index) => (index ? part.slice(1) : part))
        .join(''),
    ).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })
})
