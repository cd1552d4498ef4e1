import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rootTokens } from '#lib/design-tokens.ts'
import { textOf } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { enrolledAs, signedInAs } from './utils/staff-sessions.ts'

/** The living style guide in the back office: staff only, values read from the stylesheet, real components. */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

const get = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })

describe('/admin/style', () => {
  it('shows every staff member the tokens as the stylesheet declares them, with the components built on them', async () => {
    const { cookie } = await enrolledAs(t, 'contributor')
    const res = await get('/admin/style', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    const html = await res.text()
    const tokens = rootTokens(readFileSync('app/styles/app.css', 'utf8'))
    for (const name of ['--brand', '--ink-soft', '--danger', '--space-m', '--step-2']) expect(textOf(html), name).toContain(`${name} ${tokens.get(name)}`)
    expect(html).toMatch(/<td data-label="Ratio">\d+\.\d\d:1<\/td>/)
    expect(html).toContain('class="field__error" id="style-email-error" role="alert">Enter your work email')
    expect(html).toContain('class="pagination"')
    expect((html.match(/<article class="card/g) ?? []).length).toBe(2)
    expect(html).toMatch(/<a [^>]*href="\/admin\/style"[^>]*>Style guide<\/a>/)
  })

  it('is not for readers', async () => {
    const { cookie } = await signedInAs(t, 'reader')
    expect((await get('/admin/style', cookie)).status).toBe(403)
  })
})
