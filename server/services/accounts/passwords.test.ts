import { describe, expect, it } from 'vitest'
import { checkPasswordPolicy, createPasswordHasher } from './passwords.ts'

describe('checkPasswordPolicy', () => {
  const context = { siteName: 'Quota', email: 'dana.smith@example.com' }
  it.each([
    ['seven77', 'Must be at least 8 characters'],
    ['x'.repeat(129), 'Must be less than 129 characters'],
    ['password1', 'This password is too common: choose one that is harder to guess'],
    ['iloveyou', 'This password is too common: choose one that is harder to guess'],
    ['quota2026', 'Must not be built from your email address or the site name'],
    ['dana.smith', 'Must not be built from your email address or the site name'],
  ])('%s → %s', (password, message) => {
    expect(checkPasswordPolicy(password, context)).toBe(message)
  })

  it.each(['correct horse battery', 'Quota readers close 40 deals', 'ümlaut pässwörd 🚀'])('accepts %s (no composition rules)', (password) => {
    expect(checkPasswordPolicy(password, context)).toBeNull()
  })
})

describe('the password hasher', () => {
  it('hashes with argon2id at the OWASP cost and verifies', async () => {
    const hasher = createPasswordHasher()
    const hash = await hasher.hash('correct horse battery')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true)
    expect(await hasher.verify(hash, 'wrong')).toBe(false)
    expect(await hasher.verify('not a hash', 'x')).toBe(false)
  })

  it('answers "busy" at once when more hashes wait than the queue holds', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxQueue: 1 })
    const results = await Promise.allSettled([hasher.hash('one one one'), hasher.hash('two two two'), hasher.hash('three three')])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ name: 'ServiceError', code: 'busy' })
  })
})
