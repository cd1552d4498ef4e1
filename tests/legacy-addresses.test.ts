import { describe, expect, it } from 'vitest'
import { legacyArticleKey } from '#lib/legacy-addresses.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The old site's article addresses: 301 to the article through the legacy_articles mapping kept with the content. */
const t = withTestApp()

const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/${path}`)).json()) as T

describe('legacyArticleKey', () => {
  it('reduces an old address to the spelling the mapping keeps, and nothing else', () => {
    const key = (address: string) => legacyArticleKey(new URL(address, 'http://x.test'))
    expect(key('/magazine/article.php?ia=7&i=3&utm=x')).toBe('/magazine/article.php?i=3&ia=7')
    expect(key('/content/article/index.php?a=1234/why-reps-quit')).toBe('/content/article/index.php?a=1234')
    expect(key('/content/article/index.php?a=1234')).toBe('/content/article/index.php?a=1234')
    for (const bad of [
      '/magazine/article.php?i=3',
      '/magazine/article.php?i=0&ia=1',
      '/magazine/article.php?i=1e3&ia=1',
      '/content/article/index.php?a=//evil.example',
      '/content/article/index.php?a=-1',
      '/content/article/index.php?a=12345678901',
      '/about?a=1',
    ]) {
      expect(key(bad), bad).toBeNull()
    }
  })
})

describe('legacy article addresses', () => {
  it('redirect (301) every mapped old address to its article, which answers 200', async () => {
    const { legacy_articles: rows } = await api<{ legacy_articles: { old_address: string; article: number }[] }>('acf/v3/options/options/legacy_articles')
    expect(rows.length).toBeGreaterThanOrEqual(4)
    expect(rows.some((row) => row.old_address.startsWith('/magazine/article.php?'))).toBe(true)
    expect(rows.some((row) => row.old_address.startsWith('/content/article/index.php?'))).toBe(true)
    for (const row of rows) {
      const post = await api<{ link: string }>(`wp/v2/posts/${row.article}`)
      const articlePath = new URL(post.link).pathname.replace(/\/$/, '')
      // The old site put the title after the id; the answer is the same with it.
      const address = row.old_address.startsWith('/content/') ? `${row.old_address}/some-old-title` : row.old_address
      const res = await t.request(address)
      expect(res.status, address).toBe(301)
      expect(res.headers.get('location'), address).toBe(articlePath)
      expect((await t.request(articlePath)).status, articlePath).toBe(200)
    }
  })

  it('answer 404 for unmapped, malformed and hostile old addresses, never a redirect off the site', async () => {
    for (const address of [
      '/magazine/article.php?i=1&ia=999999',
      '/magazine/article.php',
      '/magazine/article.php?i=abc&ia=1',
      '/content/article/index.php?a=999999',
      '/content/article/index.php?a=https://evil.example',
      '/content/article/index.php?a=%2F%2Fevil.example',
      '/content/article/index.php',
    ]) {
      const res = await t.request(address)
      expect(res.status, address).toBe(404)
      expect(res.headers.get('location'), address).toBeNull()
      expect(await res.text()).toContain('<title>Page not found')
    }
  })

  it('keeps one cached answer per old address, not one for all', async () => {
    const { legacy_articles: rows } = await api<{ legacy_articles: { old_address: string; article: number }[] }>('acf/v3/options/options/legacy_articles')
    const magazine = rows.filter((row) => row.old_address.startsWith('/magazine/'))
    expect(magazine.length).toBeGreaterThanOrEqual(2)
    const first = await t.request(magazine[0]!.old_address)
    const second = await t.request(magazine[1]!.old_address)
    expect(first.headers.get('location')).not.toBe(second.headers.get('location'))
  })
})
