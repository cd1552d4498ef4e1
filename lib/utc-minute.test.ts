import { describe, expect, it } from 'vitest'
import { utcMinute } from './utc-minute.ts'

describe('utcMinute', () => {
  it('reads "26 Nov 2026, 22:40 UTC", whatever the machine’s zone', () => {
    expect(utcMinute(new Date('2026-11-26T22:40:59.999Z'))).toBe('26 Nov 2026, 22:40 UTC')
    expect(utcMinute('2027-01-05T03:07:00Z')).toBe('5 Jan 2027, 03:07 UTC')
    expect(utcMinute('2026-12-31T23:59:00-05:00')).toBe('1 Jan 2027, 04:59 UTC')
  })
})
