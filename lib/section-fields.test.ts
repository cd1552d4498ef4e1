import { describe, expect, it } from 'vitest'
import { readSectionFields, shownValue } from './section-fields.ts'

const formOf = (entries: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(entries)) form.append(key, value)
  return form
}
const webinar = {
  'f.start_date': '2030-06-04',
  'f.start_time': '13:00',
  'f.end_time': '14:00',
  'f.time_zone': 'America/New_York',
  'f.presenter.name': 'Ada Quill',
  'f.registration_form.0.name': 'email',
  'f.registration_form.0.label': 'Work email',
  'f.registration_form.0.type': 'email',
  'f.registration_form.0.required': 'on',
}

describe('readSectionFields', () => {
  it('keeps what the form does not show: a part of a group, the rest of a row', () => {
    const stored = { presenter: { name: 'Old', photo: '/p.jpg' }, panelists: [{ name: 'Kim', photo: '/k.jpg' }] }
    const { fields, errors } = readSectionFields('webinars', formOf({ ...webinar, 'f.panelists.0.name': 'Kim Ode' }), stored)
    expect(errors).toEqual({})
    expect(fields.presenter).toMatchObject({ name: 'Ada Quill', photo: '/p.jpg' })
    expect(fields.panelists).toEqual([{ name: 'Kim Ode', title: '', company: '', photo: '/k.jpg' }])
    expect(fields.registration_form).toEqual([{ name: 'email', label: 'Work email', type: 'email', required: true, options: [] }])
    expect(fields.registration_open).toBe(false)
  })

  it('takes a row off when its first cell is cleared, and leaves blank rows out', () => {
    const stored = { panelists: [{ name: 'A' }, { name: 'B' }] }
    const { fields } = readSectionFields('webinars', formOf({ ...webinar, 'f.panelists.0.name': '', 'f.panelists.1.name': 'B', 'f.panelists.2.name': '' }), stored)
    expect((fields.panelists as { name: string }[]).map((row) => row.name)).toEqual(['B'])
  })

  it('names each wrong field: a time, a zone, a select without options, a form without email, an end before the start', () => {
    const { errors } = readSectionFields(
      'webinars',
      formOf({ ...webinar, 'f.start_time': '9am', 'f.time_zone': 'Mars/Olympus', 'f.registration_form.0.name': 'contact', 'f.registration_form.0.type': 'select' }),
      {},
    )
    expect(errors).toMatchObject({
      'f.start_time': 'Starts at: a time, HH:MM',
      'f.time_zone': expect.stringContaining('Time zone: one of'),
      'f.registration_form': expect.stringContaining('needs a field named email'),
      'f.registration_form.0.options': 'Options: a select needs its options',
    })
    expect(readSectionFields('webinars', formOf({ ...webinar, 'f.end_time': '12:00' }), {}).errors).toEqual({ 'f.end_time': 'Ends at: after it starts' })
  })

  it('gives an event the webinars’ registration form builder for its free passes: empty is fine, filled it needs an email field', () => {
    const event = {
      'f.event_type': 'conference',
      'f.format': 'virtual',
      'f.start_date': '2030-03-01',
      'f.end_date': '2030-03-01',
      'f.start_time': '09:00',
      'f.end_time': '17:00',
      'f.time_zone': 'America/New_York',
    }
    expect(readSectionFields('events', formOf(event), {}).fields.registration_form).toEqual([])
    const form = { ...event, 'f.registration_form.0.name': 'diet', 'f.registration_form.0.label': 'Diet', 'f.registration_form.0.type': 'select', 'f.registration_form.0.options': 'Vegan, None' }
    expect(readSectionFields('events', formOf(form), {}).errors).toEqual({ 'f.registration_form': expect.stringContaining('needs a field named email') })
    const withEmail = readSectionFields('events', formOf({ ...form, 'f.registration_form.1.name': 'email', 'f.registration_form.1.label': 'Email', 'f.registration_form.1.type': 'email' }), {})
    expect(withEmail.errors).toEqual({})
    expect(withEmail.fields.registration_form).toEqual([
      { name: 'diet', label: 'Diet', type: 'select', required: false, options: ['Vegan', 'None'] },
      { name: 'email', label: 'Email', type: 'email', required: false, options: [] },
    ])
  })

  it('reads numbers, addresses and patterns, refusing what is not one', () => {
    const ok = readSectionFields('issues', formOf({ 'f.issue_date': '2030-01-01', 'f.volume': '12', 'f.digital_edition': 'ignored: files come as files' }), {
      digital_edition: '/wp-content/uploads/a.pdf',
    })
    expect(ok.errors).toEqual({})
    expect(ok.fields).toMatchObject({ volume: 12, issue_number: null, special: false, digital_edition: '/wp-content/uploads/a.pdf' })
    const bad = readSectionFields('videos', formOf({ 'f.youtube_id': 'short', 'f.duration': '1h' }), {})
    expect(Object.keys(bad.errors).sort()).toEqual(['f.duration', 'f.youtube_id'])
    expect(
      readSectionFields(
        'events',
        formOf({
          'f.event_type': 'conference',
          'f.format': 'virtual',
          'f.start_date': '2030-01-01',
          'f.end_date': '2030-01-01',
          'f.start_time': '09:00',
          'f.end_time': '10:00',
          'f.time_zone': 'UTC',
          'f.registration_url': 'javascript:alert(1)',
        }),
        {},
      ).errors['f.registration_url'],
    ).toContain('an address')
  })
})

describe('speakers in a row', () => {
  it('reads “Name | Job title | Company” separated by semicolons, and shows them the same way', () => {
    const event = {
      'f.event_type': 'conference',
      'f.format': 'virtual',
      'f.start_date': '2030-01-01',
      'f.end_date': '2030-01-01',
      'f.start_time': '09:00',
      'f.end_time': '17:00',
      'f.time_zone': 'UTC',
    }
    const { fields, errors } = readSectionFields(
      'events',
      formOf({
        ...event,
        'f.agenda.0.title': 'Keynote',
        'f.agenda.0.date': '2030-01-01',
        'f.agenda.0.start_time': '09:00',
        'f.agenda.0.end_time': '10:00',
        'f.agenda.0.speakers': 'Ada Quill | CEO | Brightsill;  Kim Ode ;',
      }),
      {},
    )
    expect(errors).toEqual({})
    const [session] = fields.agenda as { speakers: unknown[] }[]
    expect(session!.speakers).toEqual([
      { name: 'Ada Quill', title: 'CEO', company: 'Brightsill' },
      { name: 'Kim Ode', title: '', company: '' },
    ])
    expect(shownValue({ name: 'speakers', label: 'Speakers', kind: 'people' }, session!.speakers)).toBe('Ada Quill | CEO | Brightsill; Kim Ode')
  })
})
