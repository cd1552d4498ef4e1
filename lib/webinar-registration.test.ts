import { describe, expect, it } from 'vitest'
import { registrationFields, registrationStage } from './webinar-registration.ts'

const NOW = Date.parse('2026-06-09T16:30:00Z')
const session = (start: string, end: string | null, extra: { registrationOpen?: boolean; recordingVideoId?: string | null } = {}) => ({
  start,
  end,
  registrationOpen: extra.registrationOpen ?? true,
  recordingVideoId: extra.recordingVideoId ?? null,
})

describe('registrationStage', () => {
  it('registers for a session to come while the CMS keeps registration open', () => {
    expect(registrationStage(session('2026-06-10T16:00:00Z', null), NOW)).toBe('live')
    expect(registrationStage(session('2026-06-09T16:00:00Z', '2026-06-09T17:00:00Z'), NOW)).toBe('live')
    expect(registrationStage(session('2026-06-10T16:00:00Z', null, { registrationOpen: false }), NOW)).toBe('closed')
  })
  it('unlocks the recording of a held session, and is closed when there is none', () => {
    expect(registrationStage(session('2026-05-01T16:00:00Z', null, { registrationOpen: false, recordingVideoId: 'abc' }), NOW)).toBe('replay')
    expect(registrationStage(session('2026-05-01T16:00:00Z', null, { registrationOpen: true }), NOW)).toBe('closed')
  })
})

describe('registrationFields', () => {
  const field = (name: string, type = 'text', required = false) => ({ name, label: name, type, required, options: [], extra: 1 })
  it('keeps the CMS fields and always requires the email', () => {
    expect(registrationFields({ registrationFields: [field('first_name', 'text', true), field('email', 'text')] })).toEqual([
      { name: 'first_name', label: 'first_name', type: 'text', required: true, options: [] },
      { name: 'email', label: 'email', type: 'email', required: true, options: [] },
    ])
  })
  it('adds an email field to a form without one', () => {
    expect(registrationFields({ registrationFields: [] })).toEqual([{ name: 'email', label: 'Email', type: 'email', required: true, options: [] }])
  })
})
