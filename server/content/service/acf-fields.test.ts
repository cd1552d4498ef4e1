import { describe, expect, it } from 'vitest'
import { acfFieldNames, serializeAcf } from './acf-fields.ts'

const absolute = (path: string) => `http://site.test${path}`

describe('serializeAcf', () => {
  it('sends the allow-listed fields only, each cast as ACF casts it', () => {
    const acf = serializeAcf('issues', { special: 'true', volume: '36', issue_number: 11.7, cover_story: 42, secret: 'x' }, absolute)
    expect(Object.keys(acf)).toEqual(acfFieldNames('issues'))
    expect(acf).toMatchObject({ special: true, volume: 36, issue_number: 11, cover_story: '42', issue_date: '', table_of_contents: [], digital_edition: '' })
    expect(acf).not.toHaveProperty('secret')
  })

  it('gives the empty value of each kind for missing or malformed fields', () => {
    const acf = serializeAcf('webinars', { presenter: {}, sponsor: 'Dialstack', registration_form: 'nope', registration_open: 'no' }, absolute)
    expect(acf).toMatchObject({ presenter: null, sponsor: null, registration_form: [], registration_open: false, start_date: '', recording_video_id: '' })
  })

  it('sends site paths in link fields (and named keys of groups and rows) as absolute addresses, other values as they are', () => {
    const acf = serializeAcf(
      'webinars',
      {
        presenter: { name: 'A', photo: '/wp-content/uploads/a.jpg', bio: '/not-a-link-field' },
        sponsor: { name: 'B', url: 'https://b.example/', logo: '/wp-content/uploads/b.svg' },
        panelists: [{ name: 'C', photo: '//cdn.example/c.jpg' }],
      },
      absolute,
    )
    expect(acf.presenter).toEqual({ name: 'A', photo: 'http://site.test/wp-content/uploads/a.jpg', bio: '/not-a-link-field' })
    expect(acf.sponsor).toEqual({ name: 'B', url: 'https://b.example/', logo: 'http://site.test/wp-content/uploads/b.svg' })
    expect(acf.panelists).toEqual([{ name: 'C', photo: '//cdn.example/c.jpg' }])
    expect(serializeAcf('resources', { file: '/wp-content/uploads/x.pdf' }, absolute).file).toBe('http://site.test/wp-content/uploads/x.pdf')
  })
})
