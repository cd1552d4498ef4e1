import { describe, expect, it } from 'vitest'
import { createAllowedMethods } from './allowed-methods.ts'

const allowedAt = createAllowedMethods([
  { method: 'ALL', path: '/*' },
  { method: 'POST', path: '/token' },
  { method: 'DELETE', path: '/token' },
  { method: 'GET', path: '/user/me' },
  { method: 'POST', path: '/user/me' },
  { method: 'GET', path: '/webinars/:id/fields' },
])

describe('allowed methods', () => {
  it('lists every registered method of a path, with HEAD beside GET', () => {
    expect(allowedAt('/token')).toEqual(['DELETE', 'POST'])
    expect(allowedAt('/user/me')).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedAt('/webinars/12/fields')).toEqual(['GET', 'HEAD'])
  })

  it('lists nothing for a path no route serves (a 404, not a 405)', () => {
    expect(allowedAt('/nothing')).toEqual([])
    expect(allowedAt('/webinars/12')).toEqual([])
  })
})
