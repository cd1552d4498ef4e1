import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createProbeAccount, type ProbeAccount } from './accounts.ts'
import { nextClientAddress, send, type Answer } from './http.ts'
import { Tally } from './tally.ts'

/**
 * The open-redirect family: whatever /login?redirectTo= holds, where the browser goes after
 * sign-in (and when a signed-in reader opens the link) stays on this site. Locations are
 * resolved the way a browser does, with the WHATWG URL parser (it drops tabs and newlines and
 * reads a backslash as a slash).
 */
const baseUrl = inject('baseUrl')
const tally = new Tally('open redirect')
afterAll(() => tally.save())

const TARGETS = [
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  ' //evil.example',
  '\t//evil.example',
  'https://evil.example/',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example@127.0.0.1/',
  `${baseUrl}@evil.example/`,
  `${baseUrl}.evil.example/`,
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  '/\u0000//evil.example',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  'evil.example',
  '@evil.example',
  '/profile',
  '/newsletters?from=login#top',
]

let reader: ProbeAccount
beforeAll(async () => {
  reader = await createProbeAccount(baseUrl, 'redirect')
})

function checkLocation(answer: Answer, what: string) {
  tally.probe(answer.status, what)
  if (answer.status === 0 || answer.status >= 500) return
  const location = answer.headers.get('Location')
  if (answer.status < 300 || answer.status > 399 || location === null) {
    tally.failure(`${what}: answered ${answer.status} instead of a redirect`)
    return
  }
  const target = new URL(location, `${baseUrl}/login`)
  if (target.origin !== new URL(baseUrl).origin) tally.leak(`${what}: Location ${JSON.stringify(location)} leads to ${target.origin}`)
}

test('after sign-in, and for a signed-in reader, /login?redirectTo= only ever leads back to this site', async () => {
  for (const target of TARGETS) {
    const loginUrl = `${baseUrl}/login?redirectTo=${encodeURIComponent(target)}`
    // The sign-in form posts the redirectTo it was given, as a browser sends the page's hidden field.
    const form = new URLSearchParams({ email: reader.email, password: reader.password, redirectTo: target })
    const signIn = await send(loginUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
      body: form.toString(),
      from: nextClientAddress(),
    })
    checkLocation(signIn, `sign-in with redirectTo=${JSON.stringify(target)}`)
    const signedIn = await send(loginUrl, { headers: { Cookie: `quota_session=${reader.token}` }, from: nextClientAddress() })
    checkLocation(signedIn, `signed-in GET /login?redirectTo=${JSON.stringify(target)}`)
  }
  expect(tally.findings).toEqual([])
})
