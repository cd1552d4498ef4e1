import { describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf, hrefsWithClass } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** /dei: the editors' page, a link to the DEI awards and the DEI articles. */
const t = withTestApp()

const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/${path}`)).json()) as T
const pathOf = (link: string) => new URL(link).pathname.replace(/(.)\/$/, '$1')

describe('/dei', () => {
  it('links to the newest DEI awards and lists the articles tagged DEI', async () => {
    const res = await t.request('/dei')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Diversity, Equity and Inclusion in Sales</h1>')

    const [edition] = await api<{ link: string }[]>('wp/v2/lists?family=dei-in-sales&orderby=year&order=desc&per_page=1')
    const awards = elementHtml(html, '<section class="home-section home-section--tinted dei-awards"')
    expect(hrefsOf(awards)).toContain(pathOf(edition!.link))
    expect((await t.request(pathOf(edition!.link))).status).toBe(200)

    const [tag] = await api<{ id: number }[]>('wp/v2/tags?slug=dei')
    const tagged = await api<{ link: string }[]>(`wp/v2/posts?tags=${tag!.id}&per_page=9`)
    expect(tagged.length).toBeGreaterThanOrEqual(5)
    const shown = hrefsWithClass(elementHtml(html, '<section class="home-section" aria-labelledby="dei-articles-heading"'), 'card__link')
    expect(shown).toEqual(tagged.map((post) => pathOf(post.link)))
  })
})
