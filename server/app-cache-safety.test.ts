import { beforeAll, describe, expect, it } from 'vitest'
import { loadServerBuild } from '#tests/utils/test-app.ts'
import { withTestApp } from '#tests/utils/with-test-app.ts'
import { SESSION_COOKIE } from './middleware/session-cookie.ts'

/** Probes that once made the shared page cache serve one reader's page to another, or blank a page. */
/** A small page cache (in MB), so a flood that would fill it is a few dozen requests, not thousands. */
const PAGE_CACHE_MB = 4
const t = withTestApp({ envVars: { PAGE_CACHE_MB: String(PAGE_CACHE_MB) } })

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
})

async function signedInToken(email: string): Promise<string> {
  const password = 'long enough secret phrase'
  expect((await t.request('/register', form({ firstname: 'Zelda', email, password }))).status).toBe(302)
  const signIn = await t.request('/login', form({ email, password }))
  return /quota_session=([^;]+)/.exec(signIn.headers.get('set-cookie')!)![1]!
}

describe('a signed-in page never enters the shared cache, however the cookie is spelled', () => {
  let token: string
  beforeAll(async () => {
    token = await signedInToken('cache.probe@example.com')
  })

  it.each([
    ['a space before =', (tok: string) => `${SESSION_COOKIE} =${tok}`],
    ['spaces around =', (tok: string) => `${SESSION_COOKIE} = ${tok}`],
    ['a tab before =', (tok: string) => `${SESSION_COOKIE}\t=${tok}`],
    ['a leading tab', (tok: string) => `theme=dark;\t${SESSION_COOKIE}=${tok}`],
    ['a quoted value', (tok: string) => `${SESSION_COOKIE}="${tok}"`],
    ['a duplicate name', (tok: string) => `${SESSION_COOKIE}=${tok}; ${SESSION_COOKIE}=other`],
    ['no space after ;', (tok: string) => `a=1;${SESSION_COOKIE}=${tok}`],
  ])('%s: the reader sees the profile, the next anonymous visitor does not', async (_, spell) => {
    const profile = await t.request('/profile', { headers: { Cookie: spell(token) } })
    expect(profile.status).toBe(200)
    expect(profile.headers.get('cache-control')).toBe('private, no-store')
    expect(profile.headers.get('x-cache')).toBeNull()
    expect(await profile.text()).toContain('cache.probe@example.com')

    const anonymous = await t.request('/profile')
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('x-cache')).not.toBe('HIT')
    expect(await anonymous.text()).not.toContain('cache.probe@example.com')
  })

  it('the header firstname of a signed-in visit never reaches an anonymous home page', async () => {
    const home = await t.request('/about', { headers: { Cookie: `${SESSION_COOKIE} =${token}` } })
    expect(await home.text()).toContain('Zelda')
    const anonymous = await t.request('/about')
    expect(await anonymous.text()).not.toContain('Zelda')
  })

  it.each([
    ['upper case', (tok: string) => `QUOTA_SESSION=${tok}`],
    ['mixed case', (tok: string) => `Quota_Session=${tok}`],
  ])('%s names are not the session cookie for anyone: the page is anonymous and safe to share', async (_, spell) => {
    const page = await t.request('/contact', { headers: { Cookie: spell(token) } })
    expect(await page.text()).not.toContain('Zelda')
    const profile = await t.request('/profile', { headers: { Cookie: spell(token) } })
    expect(profile.status).toBe(302)
  })
})

describe('HEAD requests', () => {
  it('never blank a page for the GETs that follow', async () => {
    const head = await t.request('/events', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const get = await t.request('/events')
    expect(get.status).toBe(200)
    expect(get.headers.get('x-cache')).toBe('HIT')
    const html = await get.text()
    expect(html).toContain('<h1')
    expect(Number(get.headers.get('content-length'))).toBe(Buffer.byteLength(html))
  })
})

describe('query parameters a page does not read', () => {
  it('cannot flush the cache: twice as many noise queries as would fill it are hits on the canonical entry, and other pages stay', async () => {
    // Stored once a render ends with no purge under way: reloaded until it is, as a reader would.
    const stored = (path: string) => expect.poll(async () => (await t.request(path)).headers.get('x-cache'), { timeout: 30_000 }).toBe('HIT')
    await stored('/privacy-policy')
    await stored('/?cb=start')
    const home = await t.request('/')
    // Each stored entry is at least its uncompressed page, so this many entries of their own would evict every other page.
    const noise = 2 * Math.ceil((PAGE_CACHE_MB * 1024 * 1024) / (await home.arrayBuffer()).byteLength)
    // From the one stored entry: fresh, or past its minute on a slow machine (stale, refreshed behind).
    const fromEntry = (res: Response) => ['HIT', 'STALE'].includes(res.headers.get('x-cache') ?? '')
    for (let n = 0; n < noise; n++) {
      const res = await t.request(`/?cb=${n}&utm_source=${n}`)
      expect(fromEntry(res), `noise ${n}: ${res.headers.get('x-cache')}`).toBe(true)
      await res.arrayBuffer()
    }
    expect(fromEntry(await t.request('/'))).toBe(true)
    expect(fromEntry(await t.request('/privacy-policy'))).toBe(true)
  })

  it('still give the ones a page reads entries of their own', async () => {
    const one = await (await t.request('/search?q=pipeline')).text()
    const other = await (await t.request('/search?q=negotiation&utm_source=mail')).text()
    expect(one).toContain('pipeline')
    expect(other).toContain('negotiation')
    const again = await t.request('/search?utm_source=x&q=pipeline')
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(await again.text()).toContain('pipeline')
  })

  it("keep React Router's route manifest answers apart by the paths they ask about", async () => {
    const { version } = loadServerBuild().assets
    const ask = async (path: string) => (await t.request(`/__manifest?paths=${encodeURIComponent(path)}&version=${version}`)).text()
    const search = await ask('/search')
    const blog = await ask('/blog')
    expect(search).toContain('"search"')
    expect(blog).toContain('"blog"')
    expect(await ask('/search')).toBe(search)
  })

  it('are carried by a redirect (utm tags reach the canonical address) without entering the stored one', async () => {
    // A topic under a wrong name moves to its own address.
    const noisy = await t.request('/topics/2/old-name?utm_source=mail')
    expect(noisy.status).toBe(301)
    expect(noisy.headers.get('location')).toBe('/topics/2/prospecting?utm_source=mail')
    const plain = await t.request('/topics/2/old-name')
    expect(plain.headers.get('location')).toBe('/topics/2/prospecting')
    const again = await t.request('/topics/2/old-name?utm_source=other')
    expect(again.headers.get('location')).toBe('/topics/2/prospecting?utm_source=other')
  })
})
