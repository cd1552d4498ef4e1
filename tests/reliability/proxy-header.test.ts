import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { FREE_PER_HOUR } from '#server/services/network-gate.ts'
import { ensureTools, startNginx } from '../../scripts/lib/nginx.ts'
import { nextClientAddress, send, type Answer } from './http.ts'
import { Tally } from './tally.ts'

/**
 * The README's nginx in front of the suite's TRUST_PROXY server: a client that writes its own
 * X-Forwarded-For, a new address each time, is still one network to every limit per address,
 * because nginx appends the address it really came from (issue 27, item 1).
 */
const baseUrl = inject('baseUrl')
const NGINX_PORT = Number(process.env.RELIABILITY_NGINX_PORT ?? 3915)
const front = `http://127.0.0.1:${NGINX_PORT}`
const tally = new Tally('proxy header')
let nginx: { stop: () => void } | undefined

beforeAll(() => {
  ensureTools(['nginx'])
  // The location block of the README's "Behind nginx", pointed at the suite's server.
  nginx = startNginx({
    dir: '.data/reliability/proxy-nginx',
    port: NGINX_PORT,
    server: `location / {
      proxy_pass ${baseUrl};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }`,
  })
})
afterAll(() => {
  nginx?.stop()
  tally.save()
})

let n = 0
/** One request through nginx from the client at `from`, claiming a fresh address of its own first. */
async function throughProxy(from: string, path: string, body: unknown): Promise<Answer> {
  const answer = await send(`${front}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++n % 250}, 203.0.113.${n % 250}` },
    body: JSON.stringify(body),
    from,
  })
  tally.probe(answer.status, `POST ${path} through nginx from ${from}`)
  if (answer.status === 429 && !answer.headers.get('retry-after')) tally.failure(`POST ${path}: 429 without Retry-After`)
  return answer
}

test('40 wrong passwords through the proxy meet the limit per network, whatever the client writes first', async () => {
  const client = nextClientAddress()
  const statuses: number[] = []
  for (let attempt = 0; attempt < 40; attempt++) {
    statuses.push((await throughProxy(client, '/api/token', { email: 'proxy-probe@probe.example.com', password: `wrong ${attempt}` })).status)
  }
  const limited = statuses.filter((status) => status === 429).length
  tally.figure(`40 wrong passwords through nginx with a rotating X-Forwarded-For: ${limited} × 429`)
  if (limited < 20) tally.failure(`only ${limited} of 40 wrong passwords from one network were limited: ${statuses.join(' ')}`)
  expect(tally.findings).toEqual([])
})

test('newsletter sign-ups through the proxy are limited after the free share, and another network keeps its own', async () => {
  const client = nextClientAddress()
  const statuses: number[] = []
  for (let signUp = 0; signUp < FREE_PER_HOUR + 5; signUp++) {
    statuses.push((await throughProxy(client, '/api/newsletters/subscribe', { email: `proxy-${signUp}-${Date.now()}@probe.example.com`, dailyBoost: true })).status)
  }
  const refused = statuses.slice(FREE_PER_HOUR)
  tally.figure(`${FREE_PER_HOUR + 5} sign-ups through nginx from one network: the last 5 answered ${refused.join(', ')}`)
  if (refused.some((status) => status !== 429)) tally.failure(`sign-ups past the free share of one network were not refused: ${refused.join(', ')}`)
  const other = await throughProxy(nextClientAddress(), '/api/newsletters/subscribe', { email: `proxy-other-${Date.now()}@probe.example.com`, dailyBoost: true })
  if (other.status !== 202) tally.failure(`a sign-up from another network answered ${other.status}: ${other.body.slice(0, 160)}`)
  expect(tally.findings).toEqual([])
})
