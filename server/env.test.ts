import { describe, expect, it } from 'vitest'
import { EnvError, getPublicEnv, readEnv, stripeConfig } from './env.ts'

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

  describe('payments', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_51abcDEF', STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }

    it('takes the three Stripe keys together and keeps the secret ones from the browser', () => {
      const env = readEnv({ ...stripe, NODE_ENV: 'production' })
      expect(stripeConfig(env)).toEqual({ secretKey: 'sk_test_51abcDEF', publishableKey: 'pk_test_51abcDEF', webhookSecret: 'whsec_abc123', apiUrl: 'https://api.stripe.com/' })
      expect(JSON.stringify(getPublicEnv(env))).not.toMatch(/sk_test|whsec_/)
      expect(stripeConfig(readEnv({}))).toBeNull()
    })

    it.each([
      ['STRIPE_SECRET_KEY', 'pk_test_51abcDEF', /secret key/],
      ['STRIPE_SECRET_KEY', 'sk_test_has space', /letters, digits/],
      ['STRIPE_PUBLISHABLE_KEY', 'sk_test_51abcDEF', /publishable key/],
      ['STRIPE_WEBHOOK_SECRET', 'wh_abc', /whsec_/],
    ])('stops the start when %s=%s has the wrong form, naming it', (name, value, hint) => {
      expect(() => readEnv({ ...stripe, [name]: value })).toThrow(new RegExp(`${name}="${value}"`))
      expect(() => readEnv({ ...stripe, [name]: value })).toThrow(hint)
    })

    it('stops when only some of the Stripe keys are set, naming the missing ones', () => {
      expect(() => readEnv({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(/missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/)
    })

    it('refuses a public production site without Stripe keys unless PAYMENTS=test says so on purpose; npm start on this machine needs nothing', () => {
      const site = { NODE_ENV: 'production', SITE_URL: 'https://quota.example.com' }
      expect(() => readEnv(site)).toThrow(/https:\/\/quota\.example\.com takes no money without STRIPE_SECRET_KEY.*PAYMENTS=test/)
      expect(readEnv({ ...site, PAYMENTS: 'test' }).PAYMENTS).toBe('test')
      for (const local of [{}, { SITE_URL: 'http://localhost:3000' }, { SITE_URL: 'http://127.0.0.1:8080' }]) expect(readEnv({ NODE_ENV: 'production', ...local }).PAYMENTS).toBeUndefined()
      expect(() => readEnv({ NODE_ENV: 'production', PAYMENTS: 'yes' })).toThrow(/PAYMENTS="yes"/)
      // Development and tests run the test gateway without asking.
      expect(stripeConfig(readEnv({ NODE_ENV: 'development' }))).toBeNull()
    })
  })
})
