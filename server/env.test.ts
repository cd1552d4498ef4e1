import { describe, expect, it } from 'vitest'
import { EnvError, getPublicEnv, readEnv } from './env.ts'

describe('readEnv', () => {
  it('gives safe defaults for an empty environment', () => {
    const env = readEnv({})
    expect(env).toMatchObject({ PORT: 3000, SITE_NAME: 'Quota', SITE_URL: 'http://localhost:3000', LOG_LEVEL: 'info', DATA_DIR: '.data' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.CONTENT_API_URL).toBeUndefined()
    expect(env.TRUST_PROXY).toBe(false)
    expect(env.TRUST_PROXY_HOPS).toBe(1)
  })

  it('derives SITE_URL from PORT and trims a trailing slash from a given one', () => {
    expect(readEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080')
    expect(readEnv({ SITE_URL: 'https://news.example.com/' }).SITE_URL).toBe('https://news.example.com')
  })

  it("sends media kit requests to sales@ the site's host unless SALES_EMAIL says otherwise", () => {
    expect(readEnv({ SITE_URL: 'https://news.example.com' }).SALES_EMAIL).toBe('sales@news.example.com')
    // A development address has no mailbox: never "write to sales@127.0.0.1".
    expect(readEnv({ SITE_URL: 'http://127.0.0.1:3000' }).SALES_EMAIL).toBe('sales@quota.example')
    expect(readEnv({ SITE_URL: 'http://localhost:3000' }).SALES_EMAIL).toBe('sales@quota.example')
    expect(readEnv({ SALES_EMAIL: 'ads@example.com' }).SALES_EMAIL).toBe('ads@example.com')
    expect(() => readEnv({ SALES_EMAIL: 'not an address' })).toThrow(EnvError)
  })

  it('treats empty strings as unset', () => {
    expect(readEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://localhost/quota'],
    ['SITE_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['CONTENT_API_URL', 'ftp://cms.example.com'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY_HOPS', '0'],
    ['TRUST_PROXY_HOPS', 'two'],
    ['NODE_ENV', 'staging'],
  ])('stops with a clear message when %s=%s', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError)
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name}=`))
  })

  it('accepts real PostgreSQL and SMTP addresses', () => {
    const env = readEnv({ DATABASE_URL: 'postgres://quota:secret@127.0.0.1:5432/quota', SMTP_URL: 'smtp://127.0.0.1:2525' })
    expect(env.DATABASE_URL).toContain('127.0.0.1')
  })

  it('shows the browser only what is public', () => {
    const env = readEnv({ DATABASE_URL: 'postgres://quota:secret@db/quota', SMTP_URL: 'smtp://user:pw@mail' })
    expect(JSON.stringify(getPublicEnv(env))).not.toMatch(/secret|pw@/)
  })
})
