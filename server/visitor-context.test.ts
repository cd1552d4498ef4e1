import { describe, expect, it } from 'vitest'
import { createVisitorContext } from './visitor-context.ts'
import { isCacheable } from './middleware/page-cache.ts'

const publicPage = () => new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
const user = { id: 7, email: 'ada@example.com', firstname: 'Ada', lastname: '', company: '', jobTitle: '', phone: '' }

describe('the visitor part of a render', () => {
  it('leaves a render that read no visitor data shareable', () => {
    const visitor = createVisitorContext({ user: null, token: null, tokenSource: null, accessTokens: [] })
    expect(visitor.fields.user).toBeNull()
    expect(visitor.fields.accessTokens).toEqual([])
    expect(isCacheable(visitor.markResponse(publicPage()))).toBe(true)
  })

  it.each([
    ['a signed-in user', { user, token: 'tok', tokenSource: 'cookie', accessTokens: [] }, 'user'],
    ['a session token', { user: null, token: 'tok', tokenSource: 'cookie', accessTokens: [] }, 'token'],
    ['where the token came from', { user: null, token: 'tok', tokenSource: 'bearer', accessTokens: [] }, 'tokenSource'],
    ['access grants', { user: null, token: null, tokenSource: null, accessTokens: ['a'.repeat(43)] }, 'accessTokens'],
  ] as const)('marks a render that read %s private, so no cache stores it', (_, data, field) => {
    const visitor = createVisitorContext({ ...data, accessTokens: [...data.accessTokens] })
    void visitor.fields[field]
    const response = visitor.markResponse(publicPage())
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(isCacheable(response)).toBe(false)
  })
})
