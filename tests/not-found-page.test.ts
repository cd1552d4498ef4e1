import { describe, expect, it } from 'vitest'
import { textOf } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** A 404 is not a dead end (issue 30): a search box and the ways most readers go, from any unknown address. */
const t = withTestApp()

describe('the 404 page', () => {
  it.each(['/no-such-page', '/blog/no-such-article', '/webinars/2147483648/no-such-webinar'])('%s answers 404 with a search form and ways on', async (path) => {
    const res = await t.request(path)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('id="search-query"')
    expect(html).toContain('name="q"')
    for (const href of ['/blog', '/webinars', '/newsletters', '/']) expect(html).toContain(`href="${href}"`)
    expect(textOf(html)).toContain('Or start from one of these')
  })
})
