import { describe, expect, it } from 'vitest'
import { ISLANDS_ONLY, servesIslands } from './islands.ts'

const root = { id: 'root', handle: undefined }

describe('servesIslands (decision 071)', () => {
  it('serves islands when every page route below the root is read', () => {
    expect(servesIslands([root, { id: 'lists', handle: ISLANDS_ONLY }])).toBe(true)
    expect(servesIslands([root, { id: 'lists', handle: { readsQuery: ['page'], ...ISLANDS_ONLY } }])).toBe(true)
  })

  it('hydrates a route that does not say it is read, and the root alone', () => {
    expect(servesIslands([root, { id: 'register', handle: undefined }])).toBe(false)
    expect(servesIslands([root, { id: 'page', handle: { readsQuery: ['m'] } }])).toBe(false)
    expect(servesIslands([root])).toBe(false)
  })
})
