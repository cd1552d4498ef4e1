import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createProbeAccount, type ProbeAccount } from './accounts.ts'
import { runBounded, send, sendRaw } from './http.ts'
import { articlePaths, PRIVATE_PAGES, SECTION_PAGES } from './site-pages.ts'
import { Tally } from './tally.ts'

/**
 * The full-page cache must never hand one reader's page to another, never store a HEAD answer
 * as the page, never let a request's Host headers into links others get, and never be emptied
 * by query-string noise.
 */
const baseUrl = inject('baseUrl')
const NOISE_REQUESTS = Number(process.env.CACHE_NOISE_REQUESTS ?? 1000)

let reader: ProbeAccount
beforeAll(async () => {
  reader = await createProbeAccount(baseUrl, 'cache')
})

/** Ways a client (or a proxy in between) may spell the session cookie. */
function cookieSpellings(token: string): string[] {
  return [
    `quota_session=${token}`,
    `quota_session =${token}`,
    `quota_session= ${token}`,
    `quota_session\t=${token}`,
    ` quota_session=${token}`,
    `quota_session="${token}"`,
    `quota_session=${token}; quota_session=${token}`,
    `quota_session=; quota_session=${token}`,
    `other=1;quota_session=${token}`,
    `other="a;b"; quota_session=${token}`,
    `QUOTA_SESSION=${token}`,
    `Quota_Session=${token}`,
    `quota_session=${encodeURIComponent(token)}%20`,
    `quota_session=${token},other=1`,
  ]
}

describe('cache safety', () => {
  const cookies = new Tally('cache: cookie spellings')
  const head = new Tally('cache: HEAD then GET')
  const hosts = new Tally('cache: Host headers')
  const noise = new Tally('cache: query noise')
  afterAll(() => [cookies, head, hosts, noise].forEach((tally) => tally.save()))

  it('no spelling of the session cookie puts a reader’s page in the shared cache', async () => {
    const personal = (body: string) => body.includes(reader.email) || body.includes(reader.firstname)
    let probe = 0
    for (const cookie of cookieSpellings(reader.token)) {
      // A path of its own per probe for public pages, so a stored copy cannot come from an earlier probe.
      for (const path of [...PRIVATE_PAGES, ...SECTION_PAGES.map((page) => `${page}?cookie-probe=${probe++}`)]) {
        const signedIn = await send(`${baseUrl}${path}`, { headers: { Cookie: cookie } })
        cookies.probe(signedIn.status, `GET ${path} with Cookie: ${JSON.stringify(cookie.replace(reader.token, 'TOKEN'))}`)
        if (personal(signedIn.body) && /\bpublic\b/.test(signedIn.headers.get('Cache-Control') ?? '')) {
          cookies.leak(`GET ${path} with Cookie: ${JSON.stringify(cookie.replace(reader.token, 'TOKEN'))} showed the reader's data with Cache-Control: ${signedIn.headers.get('Cache-Control')}`)
        }
        const anonymous = await send(`${baseUrl}${path}`)
        cookies.probe(anonymous.status, `anonymous GET ${path}`)
        if (personal(anonymous.body)) {
          cookies.leak(`after Cookie: ${JSON.stringify(cookie.replace(reader.token, 'TOKEN'))}, an anonymous GET ${path} got the reader's page (X-Cache: ${anonymous.headers.get('X-Cache')})`)
        }
      }
    }
    expect(cookies.findings).toEqual([])
  })

  it('a HEAD request never leaves an empty page for the GETs after it', async () => {
    const pages = [...(await articlePaths(baseUrl, 3)), ...SECTION_PAGES.map((path) => `${path}?head-probe=1`)]
    for (const path of pages) {
      for (const method of ['HEAD', 'GET', 'HEAD', 'GET']) {
        const answer = await send(`${baseUrl}${path}`, { method })
        head.probe(answer.status, `${method} ${path}`)
        if (answer.status !== 200) {
          head.failure(`${method} ${path} answered ${answer.status}`)
        } else if (method === 'HEAD' && answer.body.length > 0) {
          head.failure(`HEAD ${path} answered a body`)
        } else if (method === 'GET' && !answer.body.includes('</html>')) {
          head.failure(`GET ${path} after a HEAD answered ${answer.body.length} bytes without a whole page (X-Cache: ${answer.headers.get('X-Cache')})`)
        }
      }
    }
    expect(head.findings).toEqual([])
  })

  it('Host and forwarding headers of one request never change the links others get', async () => {
    const spoofs: Record<string, string>[] = [
      { Host: 'evil.example' },
      { Host: 'evil.example:443' },
      { 'X-Forwarded-Host': 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      { 'X-Forwarded-Server': 'evil.example' },
      { Forwarded: 'host=evil.example;proto=https' },
      { 'X-Host': 'evil.example' },
      { 'X-Original-URL': '//evil.example/' },
    ]
    const pages = [...(await articlePaths(baseUrl, 4, spoofs.length)), '/feed', '/sitemap.xml', '/robots.txt']
    for (const [index, path] of pages.entries()) {
      // Each article gets its own spoof, on a fresh entry; the shared documents get every spoof.
      const tried = index < spoofs.length ? [spoofs[index]!] : spoofs
      for (const spoof of tried) {
        const spoofed = await sendRaw(`${baseUrl}${path}`, spoof)
        hosts.probe(spoofed.status, `GET ${path} with ${JSON.stringify(spoof)}`)
        const plain = await send(`${baseUrl}${path}`)
        hosts.probe(plain.status, `GET ${path}`)
        if (plain.body.includes('evil.example')) hosts.leak(`after ${JSON.stringify(spoof)}, GET ${path} links to evil.example (X-Cache: ${plain.headers.get('X-Cache')})`)
      }
    }
    expect(hosts.findings).toEqual([])
  })

  it(`${NOISE_REQUESTS} requests with distinct query strings do not evict the cached pages`, async () => {
    const pages = [...SECTION_PAGES, ...(await articlePaths(baseUrl, 5))]
    for (const path of pages) {
      for (let warm = 0; warm < 2; warm++) noise.probe((await send(`${baseUrl}${path}`)).status, `GET ${path}`)
    }
    const noiseRequests = Array.from({ length: NOISE_REQUESTS }, (_, n) => `/?cb=${n}`)
    await runBounded(noiseRequests, 6, async (path) => noise.probe((await send(`${baseUrl}${path}`)).status, `GET ${path}`))
    for (const path of pages) {
      const answer = await send(`${baseUrl}${path}`)
      noise.probe(answer.status, `GET ${path}`)
      // STALE is still the stored page: only MISS means the noise pushed it out.
      if (answer.headers.get('X-Cache') === 'MISS') noise.failure(`GET ${path} was evicted by query noise (X-Cache: MISS)`)
    }
    expect(noise.findings).toEqual([])
  })
})
