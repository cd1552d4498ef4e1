import { describe, expect, it } from 'vitest'
import { ISLANDS_ONLY, islandsUnless, servesIslands } from './islands.ts'

const root = { id: 'root', handle: undefined, loaderData: {} }
const withForm = islandsUnless((page: { form: object | null }) => page.form !== null)

describe('servesIslands (decision 071)', () => {
  it('serves islands when every page route below the root is read', () => {
    expect(servesIslands([root, { id: 'lists', handle: ISLANDS_ONLY, loaderData: {} }])).toBe(true)
    expect(servesIslands([root, { id: 'lists', handle: { readsQuery: ['page'], ...ISLANDS_ONLY }, loaderData: {} }])).toBe(true)
  })

  it('hydrates a route that does not say it is read, and the root alone', () => {
    expect(servesIslands([root, { id: 'register', handle: undefined, loaderData: {} }])).toBe(false)
    expect(servesIslands([root, { id: 'page', handle: { readsQuery: ['m'] }, loaderData: {} }])).toBe(false)
    expect(servesIslands([root])).toBe(false)
  })

  it('asks a route that shows a form only sometimes: hydrated with the form, read without it or when its loader failed', () => {
    expect(servesIslands([root, { id: 'webinar', handle: withForm, loaderData: { form: {} } }])).toBe(false)
    expect(servesIslands([root, { id: 'webinar', handle: withForm, loaderData: { form: null } }])).toBe(true)
    expect(servesIslands([root, { id: 'webinar', handle: withForm, loaderData: undefined }])).toBe(true)
  })
})
