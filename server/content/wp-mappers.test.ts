import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WpEventSchema, WpListSchema, WpPostSchema } from './wp-schemas.ts'
import { createPathMapper, toArticle, toEvent, toListEdition } from './wp-mappers.ts'

/** A post as a real WordPress answers it (tests/fixtures/wordpress), with the permalink its settings give. */
const SITE = 'https://www.quota.example'
const WORDPRESS = 'https://cms.quota.example'
const sample = JSON.parse(readFileSync('tests/fixtures/wordpress/posts-embed-per_page-1.json', 'utf8').replaceAll('{site}', WORDPRESS))[0]
const toPath = createPathMapper(WORDPRESS, SITE)
const withLink = (link: string, categories?: { id: number; slug: string; name: string; link: string; taxonomy: string }[]) =>
  WpPostSchema.parse({ ...sample, link, _embedded: categories ? { ...sample._embedded, 'wp:term': [categories, []] } : sample._embedded })

describe('toArticle: the site keeps its own article addresses', () => {
  it("keeps a link already in the site's form (the built-in service, or a WordPress set up like it)", () => {
    expect(toArticle(withLink(`${WORDPRESS}/2026/11/20/16/one-page-battle-card-template/`), toPath).path).toBe('/2026/11/20/16/one-page-battle-card-template')
  })

  it.each([`${WORDPRESS}/one-page-battle-card-template/`, `${WORDPRESS}/?p=16`, `${WORDPRESS}/archives/16`])(
    "turns a WordPress permalink (%s) into the dated address, by the site's time zone",
    (link) => {
      expect(toArticle(withLink(link), toPath).path).toBe('/2026/11/20/16/one-page-battle-card-template')
    },
  )

  it('a post filed in the blog category lives under /blog', () => {
    const blog = [{ id: 9, slug: 'blog', name: 'Blog', link: `${WORDPRESS}/category/blog/`, taxonomy: 'category' }]
    const article = toArticle(withLink(`${WORDPRESS}/one-page-battle-card-template/`, blog), toPath)
    expect([article.path, article.isBlog]).toEqual(['/blog/one-page-battle-card-template', true])
  })
})

describe('images keep the address of the host that serves them', () => {
  it("a publisher's WordPress serves its uploads: the image stays at WordPress's address", () => {
    const image = toArticle(withLink(`${WORDPRESS}/one-page-battle-card-template/`), toPath).image!
    expect(image.src).toMatch(new RegExp(`^${WORDPRESS}/wp-content/uploads/`))
    expect(image.srcSet.split(', ').every((candidate) => candidate.startsWith(`${WORDPRESS}/`))).toBe(true)
  })

  it("the built-in service's uploads are the site's own: paths", () => {
    const own = createPathMapper(SITE, SITE)
    const local = JSON.parse(JSON.stringify(sample).replaceAll(WORDPRESS, SITE))
    expect(toArticle(WpPostSchema.parse(local), own).image!.src).toMatch(/^\/wp-content\/uploads\//)
  })
})

describe("an author's links from WordPress", () => {
  const post = { id: 7, slug: 'summit', title: { rendered: 'Summit' } }
  const hostile = ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']

  it.each(hostile)('drops %s from a sponsor, a registration and a list entry, and keeps web addresses', (link) => {
    const event = toEvent(
      WpEventSchema.parse({
        ...post,
        acf: {
          sponsors: [
            { name: 'Rampwise', url: link },
            { name: 'Callgrain', url: 'https://callgrain.example/' },
          ],
          registration_url: link,
        },
      }),
      toPath,
    )
    expect(event.sponsors.map((sponsor) => sponsor.url)).toEqual(['', 'https://callgrain.example/'])
    expect(event.registrationUrl).toBe('')
    const list = toListEdition(
      WpListSchema.parse({
        ...post,
        acf: {
          entries: [
            { rank: 1, company: 'Rampwise', website: link },
            { rank: 2, company: 'Callgrain', website: 'mailto:hello@callgrain.example' },
          ],
        },
      }),
      toPath,
    )
    expect(list.entries.map((entry) => entry.website)).toEqual(['', 'mailto:hello@callgrain.example'])
  })
})
