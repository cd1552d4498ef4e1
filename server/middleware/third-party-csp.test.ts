import { describe, expect, it } from 'vitest'
import { getThirdPartyConfig, readEnv } from '../env.ts'
import { contentSecurityPolicy, pageCsp } from './security-headers.ts'
import { getThirdPartyCspSources, NO_SOURCES, withContentMedia } from './third-party-csp.ts'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
const sourcesFor = (vars: Record<string, string>) => getThirdPartyCspSources(getThirdPartyConfig(readEnv(vars)))

describe('third-party hosts in the CSP', () => {
  it('names no ad or analytics host while no key is set', () => {
    expect(sourcesFor({})).toEqual(NO_SOURCES)
    const policy = pageCsp(["'sha256-abc'"], sourcesFor({}))
    expect(policy).not.toMatch(/google|doubleclick|amplitude/)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'")
  })

  it('lets a cached page (no strict-dynamic) load each keyed provider and the hosts it talks to', () => {
    const sources = sourcesFor({ AD_NETWORK_ID: '1234', GA_MEASUREMENT_ID: 'G-ABC1234', PRODUCT_ANALYTICS_KEY: 'key' })
    const policy = pageCsp([], sources)
    for (const host of ['https://securepubads.g.doubleclick.net', 'https://www.googletagmanager.com', 'https://cdn.amplitude.com']) {
      expect(directive(policy, 'script-src')).toContain(host)
    }
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(directive(policy, 'connect-src')).toContain('https://api2.amplitude.com')
    expect(directive(policy, 'frame-src')).toContain('https://*.safeframe.googlesyndication.com')
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com')
    expect(directive(policy, 'img-src')).toContain('https://i.ytimg.com')
  })

  it('names only the provider whose key is set', () => {
    const policy = contentSecurityPolicy('n0nce', sourcesFor({ GA_MEASUREMENT_ID: 'G-ABC1234' }))
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-n0nce' 'strict-dynamic' https://www.googletagmanager.com")
    expect(policy).not.toMatch(/doubleclick|amplitude/)
  })

  it('names just a stand-in origin when the scripts are served from one', () => {
    const sources = sourcesFor({ AD_NETWORK_ID: '1234', AD_SCRIPT_URL: 'http://127.0.0.1:3613/gpt.js' })
    expect(sources).toEqual({
      script: ['http://127.0.0.1:3613'],
      connect: ['http://127.0.0.1:3613'],
      img: ['http://127.0.0.1:3613'],
      frame: ['http://127.0.0.1:3613'],
      media: [],
    })
  })
})

describe('ad and analytics settings', () => {
  it('are off by default, with the real script addresses and a 24-hour interstitial interval', () => {
    expect(getThirdPartyConfig(readEnv({}))).toEqual({ ads: null, analytics: null, productAnalytics: null, adModalIntervalMs: 24 * 3600_000 })
  })

  it('refuse a malformed key or a plain-http script address outside 127.0.0.1', () => {
    expect(() => readEnv({ GA_MEASUREMENT_ID: 'UA-123' })).toThrow(/GA_MEASUREMENT_ID/)
    expect(() => readEnv({ AD_NETWORK_ID: 'abc' })).toThrow(/AD_NETWORK_ID/)
    expect(() => readEnv({ AD_SCRIPT_URL: 'http://ads.example.com/gpt.js' })).toThrow(/AD_SCRIPT_URL/)
    expect(() => readEnv({ PRODUCT_ANALYTICS_KEY: 'key"><script>' })).toThrow(/PRODUCT_ANALYTICS_KEY/)
  })
})

describe("a publisher's WordPress", () => {
  it('may show images from its own address and Gravatar, and play videos from its own address; nothing else changes', () => {
    const sources = withContentMedia(NO_SOURCES, 'https://cms.example.com/blog')
    expect(sources).toEqual({ ...NO_SOURCES, img: ['https://cms.example.com', 'https://secure.gravatar.com'], media: ['https://cms.example.com'] })
    expect(pageCsp([], sources)).toContain("img-src 'self' data: blob: https://i.ytimg.com https://cms.example.com https://secure.gravatar.com")
    expect(pageCsp([], sources)).toContain("media-src 'self' https://cms.example.com;")
    expect(withContentMedia(NO_SOURCES, undefined)).toBe(NO_SOURCES)
  })
})
