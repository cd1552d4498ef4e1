import { afterAll, expect, inject, test } from 'vitest'
import { createProbeAccount } from './accounts.ts'
import { nextClientAddress, send, type SendInit } from './http.ts'
import { readRssKb, serverProcessId } from './process-memory.ts'
import { articlePaths, SECTION_PAGES } from './site-pages.ts'
import { Tally } from './tally.ts'

/**
 * A bounded soak: mixed page and API traffic for SOAK_SECONDS (120 by default) from a few
 * concurrent clients. No answer may be a 5xx or a connection error, and the server's resident
 * memory must level off: the median of the last third of the samples may exceed the highest
 * sample of the middle third by at most SOAK_RSS_TOLERANCE (0.15 by default). Memory that has
 * levelled off stays within the range the garbage collector already reached; a leak keeps
 * climbing past it. (Comparing means failed a healthy server whose heap grew one step late.)
 * The first third is warm-up (the page cache and the JIT fill up there).
 */
const baseUrl = inject('baseUrl')
const serverPid = inject('serverPid')
const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 120) * 1000
const TOLERANCE = Number(process.env.SOAK_RSS_TOLERANCE ?? 0.15)
const CLIENTS = 8
const SAMPLE_EVERY_MS = 1000

const tally = new Tally('soak')
afterAll(() => tally.save())

type Request = { what: string; url: string; init?: SendInit }

test(
  `${SOAK_MS / 1000} s of mixed traffic: no 5xx, no connection errors, memory levels off`,
  async () => {
    const reader = await createProbeAccount(baseUrl, 'soak')
    const [webinars, articles] = await Promise.all([
      send(`${baseUrl}/wp-json/wp/v2/webinars?per_page=3&_fields=id`).then((answer) => (JSON.parse(answer.body) as { id: number }[]).map((w) => w.id)),
      articlePaths(baseUrl, 1, 20),
    ])
    const json = (body: unknown, token?: string): SendInit => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      from: nextClientAddress(),
    })
    const mix: (() => Request)[] = [
      ...SECTION_PAGES.map((path) => () => ({ what: `GET ${path}`, url: `${baseUrl}${path}` })),
      ...articles.map((path) => () => ({ what: 'GET an article', url: `${baseUrl}${path}` })),
      () => ({ what: 'GET /profile signed in', url: `${baseUrl}/profile`, init: { headers: { Cookie: `quota_session=${reader.token}` } } }),
      () => ({ what: 'GET /feed', url: `${baseUrl}/feed` }),
      () => ({ what: 'GET /wp-json posts', url: `${baseUrl}/wp-json/wp/v2/posts?per_page=10` }),
      () => ({ what: 'GET /search', url: `${baseUrl}/search/pipeline` }),
      () => ({ what: 'GET /api/user/me', url: `${baseUrl}/api/user/me`, init: { headers: { Authorization: `Bearer ${reader.token}` } } }),
      () => ({ what: 'GET /api/newsletters', url: `${baseUrl}/api/newsletters`, init: { headers: { Authorization: `Bearer ${reader.token}` } } }),
      () => ({ what: 'GET /api/webinars/{id}/fields', url: `${baseUrl}/api/webinars/${webinars[0] ?? 1}/fields` }),
      () => ({ what: 'POST /api/promocode/validate', url: `${baseUrl}/api/promocode/validate`, init: json({ promoCode: 'WELCOME20', planId: 'digital' }) }),
      () => ({ what: 'POST /api/token (wrong password)', url: `${baseUrl}/api/token`, init: json({ email: reader.email, password: 'not the password' }) }),
      () => ({ what: 'POST /api/user/me', url: `${baseUrl}/api/user/me`, init: json({ company: 'Soak & Co' }, reader.token) }),
    ]

    const pid = serverProcessId(serverPid)
    const samples: number[] = []
    const latencies: number[] = []
    const started = Date.now()
    const sampler = setInterval(() => {
      const rss = readRssKb(pid)
      if (rss !== null) samples.push(rss)
    }, SAMPLE_EVERY_MS)
    let next = 0
    try {
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (Date.now() - started < SOAK_MS) {
            const request = mix[next++ % mix.length]!()
            const answer = await send(request.url, request.init)
            latencies.push(answer.ms)
            tally.probe(answer.status, answer.error ? `${request.what}: ${answer.error}` : request.what)
          }
        }),
      )
    } finally {
      clearInterval(sampler)
    }

    const seconds = (Date.now() - started) / 1000
    const third = Math.floor(samples.length / 3)
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const middleThird = samples.slice(third, 2 * third)
    const lastThird = samples.slice(2 * third)
    const middle = mean(middleThird)
    const middleHigh = Math.max(...middleThird)
    const last = mean(lastThird)
    const growth = median(lastThird) / middleHigh - 1
    latencies.sort((a, b) => a - b)
    const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!)
    const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`
    tally.figure(
      `${tally.result.sent} requests in ${seconds.toFixed(0)} s (${(tally.result.sent / seconds).toFixed(0)}/s, ${CLIENTS} clients), latency p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms`,
    )
    tally.figure(
      `server RSS (pid ${pid}): first ${mb(samples[0] ?? 0)}, middle third mean ${mb(middle)} and high ${mb(middleHigh)}, last third mean ${mb(last)} and median ${mb(median(lastThird))}, peak ${mb(Math.max(...samples))}; last median over middle high ${(growth * 100).toFixed(1)}% (tolerance ${(TOLERANCE * 100).toFixed(0)}%)`,
    )
    if (samples.length < 9) tally.failure(`only ${samples.length} memory samples of the server process ${pid}`)
    else if (growth > TOLERANCE)
      tally.failure(`memory did not level off: the last third's median ${mb(median(lastThird))} is ${(growth * 100).toFixed(1)}% above the middle third's highest ${mb(middleHigh)}`)
    console.log(tally.result.figures.join('\n'))
    expect(tally.findings).toEqual([])
    // The soak itself, plus time to start and to sign a reader in.
  },
  SOAK_MS + 120_000,
)
