import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './errors.ts'

describe('isDatabaseUnavailable', () => {
  it.each([
    new Error('PGlite is closed'),
    new Error('Cannot use a pool after calling end on the pool'),
    new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' }) }),
  ])('recognises %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([new Error('duplicate key'), Object.assign(new Error('x'), { code: '23505' }), new TypeError('undefined is not a function')])('does not take %s for an outage', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
