import { readFileSync, readdirSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus, posts } from '#db/schema/index.ts'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { withTestApp } from '#tests/utils/with-test-app.ts'

const t = withTestApp()

describe('security headers', () => {
  it.each(['/', '/about', '/no-such-page', '/wp-json/wp/v2/pages/12660', '/wp-json/nope', '/healthz', '/myheader_menu?site=p'])('%s carries the baseline headers', async (path) => {
    const res = await t.request(path)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).not.toContain('unsafe-eval')
  })

  it('gives each live render a fresh script nonce that every script of the page carries', async () => {
    // A signed-in visitor's pages are rendered live (the page cache is covered in app-cache.test.ts).
    const live = { headers: { Cookie: 'quota_session=test' } }
    const [first, second] = await Promise.all([t.request('/', live), t.request('/', live)])
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const nonce = nonceOf(first)!
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
    expect(nonceOf(second)).not.toBe(nonce)
    const html = await first.text()
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})

describe('request ids and logs', () => {
  it('answers with a request id that every log line of the request carries', async () => {
    const res = await t.request('/about')
    const requestId = res.headers.get('x-request-id')!
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const lines = t.logs.filter((line) => line.requestId === requestId)
    expect(lines.some((line) => line.event === 'http.request' && line.path === '/about' && line.status === 200)).toBe(true)
  })

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await t.request('/healthz', { headers: { 'X-Request-Id': 'edge-1234abcd' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd')
    const replaced = await t.request('/healthz', { headers: { 'X-Request-Id': 'bad id <script>' } })
    expect(replaced.headers.get('x-request-id')).not.toContain('script')
  })
})

describe('compression and caching', () => {
  it('compresses pages with brotli and marks them cacheable for anonymous visitors', async () => {
    const res = await t.request('/privacy-policy', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
  })

  it('serves built assets precompressed with long-lived immutable caching', async () => {
    const asset = readdirSync('build/client/assets').find((name) => name.startsWith('entry.client') && name.endsWith('.js'))!
    const res = await t.request(`/assets/${asset}`, { headers: { 'Accept-Encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('br')
    const plain = await t.request(`/assets/${asset}`)
    expect(await plain.text()).toBe(readFileSync(`build/client/assets/${asset}`, 'utf8'))
  })
})

describe('health', () => {
  it('/healthz and /readyz answer while the database is up', async () => {
    expect((await t.request('/healthz')).status).toBe(200)
    const ready = await t.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready' })
  })

  it('/healthz tells its length, so asking for compression costs nothing more (a load balancer polls it)', async () => {
    const res = await t.request('/healthz', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-length')).toBe('15')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('/readyz answers 503 once shutdown has begun', async () => {
    t.readiness.accepting = false
    try {
      expect((await t.request('/readyz')).status).toBe(503)
      expect((await t.request('/healthz')).status).toBe(200)
    } finally {
      t.readiness.accepting = true
    }
  })
})

describe('menus endpoint', () => {
  it('serves the header menu as HTML and as a JSON string', async () => {
    const html = await t.request('/myheader_menu?site=p')
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await html.text()).toContain('<a href="/webinars">Webinars</a>')
    const json = await t.request('/myfooter_menu?site=p&format=json')
    expect(json.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await json.json()).toContain('Privacy Policy')
  })

  it('answers 404 for another site', async () => {
    expect((await t.request('/myheader_menu?site=q')).status).toBe(404)
    expect((await t.request('/myheader_menu')).status).toBe(404)
  })
})

describe('the shell', () => {
  it('renders the header menu, the Profile label and the footer menu', async () => {
    const html = await (await t.request('/')).text()
    expect(html).toMatch(/<nav class="site-header-menu" aria-label="Main">/)
    expect(html).toMatch(/<a class="site-header__account" href="\/login"[^>]*>Profile<\/a>/)
    expect(html).toMatch(/<nav class="site-footer-menu" aria-label="Footer">/)
    expect(html).not.toContain('data-ad-unit="zone3"')
    expect(html).toContain('<a class="skip-link" href="#main">')
    expect(html).toContain('<main id="main"')
  })
})

describe('when editors change or remove menus', () => {
  let edited: TestApp
  beforeAll(async () => {
    edited = await createTestApp()
    await edited.database.db
      .update(menus)
      .set({
        html: '<nav aria-label="Main"><ul class="menu"><li><a href="javascript:alert(1)" onclick="x()">Bad</a><script>alert(1)</script></li><li><a href="http://localhost:3000/events">Events</a></li></ul></nav><img src=x onerror=alert(1)>',
      })
      .where(eq(menus.location, 'header'))
    await edited.database.db.delete(menus).where(eq(menus.location, 'footer'))
    await edited.database.db
      .update(posts)
      .set({ contentHtml: '<p>Safe text</p><script>alert(1)</script><p><a href="javascript:alert(2)">x</a><img src="/a.png" onerror="alert(3)"></p>' })
      .where(eq(posts.id, 12660))
  })
  afterAll(() => edited.close())

  it('sanitises the header menu before it is rendered, and makes own-site links relative', async () => {
    const html = await (await edited.request('/')).text()
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    expect(header).toContain('>Bad</a>')
    expect(header).not.toMatch(/script|onclick|onerror|javascript:|<img/)
    expect(header).toContain('<a href="/events">Events</a>')
  })

  it('shows the zone3 leaderboard slot with its size reserved when there is no footer menu', async () => {
    expect((await edited.request('/myfooter_menu?site=p')).status).toBe(404)
    const html = await (await edited.request('/')).text()
    // Its height is reserved by the stylesheet (app/styles/consent-ads.css): 50 px, 90 px from 1024 px.
    expect(html).toMatch(/<aside class="ad-banner [^"]*" aria-label="[^"]+" data-ad-unit="zone3"[^>]*><div class="ad-banner__slot">/)
  })

  it('falls back to the built-in navigation when the header menu is gone', async () => {
    await edited.database.db.delete(menus).where(eq(menus.location, 'header'))
    const fresh = await createTestApp({ database: edited.database })
    const html = await (await fresh.request('/')).text()
    expect(html).toContain('site-header__nav--fallback')
    expect(html).toMatch(/<a href="\/webinars"[^>]*>Webinars<\/a>/)
  })

  it('sanitises CMS page bodies', async () => {
    const html = await (await edited.request('/about')).text()
    const body = html.slice(html.indexOf('<div class="prose">'))
    expect(body).toContain('<p>Safe text</p>')
    expect(body).not.toMatch(/<script>alert|onerror|javascript:/)
  })
})
