import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltSite, type BuiltSite } from '../../scripts/lib/built-site.ts'
import { companionPlugin, wordpressUrl } from './wordpress-access.ts'

/**
 * The site pointed at a real, plain WordPress (no companion plugin): CONTENT_API_URL is the
 * WordPress of scripts/wordpress-server.sh. The standard sections show WordPress's content; the
 * sections only the plugin provides show an honest empty state, never an error page.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const wordpress = wordpressUrl

interface Seed {
  categories: { slug: string; name: string }[]
  posts: { slug: string; title: string; categories: string[] }[]
  pages: { slug: string; title: string }[]
}
const seed = JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/wordpress-seed/seed.json'), 'utf8')) as Seed
const decode = (html: string) => html.replace(/&#8217;|&rsquo;/g, '’').replace(/&amp;/g, '&')

describe.runIf(wordpress)('the site on a plain WordPress', () => {
  let site: BuiltSite
  let dataDir: string
  beforeAll(async () => {
    companionPlugin('deactivate')
    dataDir = mkdtempSync(join(tmpdir(), 'quota-on-wordpress-'))
    site = await startBuiltSite({ dataDir, env: { CONTENT_API_URL: wordpress } })
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const get = (path: string) => fetch(`${site.baseURL}${path}`, { redirect: 'manual' })
  const html = async (path: string) => {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    return decode(await response.text())
  }
  const wpJson = async <T>(path: string) => (await (await fetch(`${wordpress}/wp-json/${path}`)).json()) as T

  it("the home page shows WordPress's posts", async () => {
    const page = await html('/')
    for (const post of seed.posts.slice(-3)) expect(page).toContain(post.title)
  })

  it("an article opens at the site's own address, whatever WordPress's permalinks; /{id}/{slug} leads there", async () => {
    const [post] = await wpJson<{ id: number; slug: string; title: { rendered: string }; content: { rendered: string } }[]>('wp/v2/posts?per_page=1')
    const home = await html('/')
    const path = [...home.matchAll(/class="card__link" href="([^"]+)"/g)].map((match) => match[1]!).find((href) => href.endsWith(`/${post!.id}/${post!.slug}`))
    expect(path, 'the home page links the newest post at its dated address').toMatch(/^\/\d{4}\/\d{2}\/\d{2}\/\d+\/[^/]+$/)
    const page = await html(path!)
    expect(page).toContain(decode(post!.title.rendered))
    expect(page).toContain(decode(post!.content.rendered).replace(/<[^>]+>/g, '').trim().slice(0, 40))
    const short = await get(`/${post!.id}/${post!.slug}`)
    expect(short.status).toBe(301)
    expect(new URL(short.headers.get('location')!, site.baseURL).pathname).toBe(path)
  })

  it("an article's byline links to the author's page on the site, /authors/{slug}, and that page answers", async () => {
    const [post] = await wpJson<{ id: number; slug: string; _embedded: { author: { slug: string; name: string; link: string }[] } }[]>('wp/v2/posts?per_page=1&_embed=author')
    const author = post!._embedded.author[0]!
    expect(author.link, "WordPress's own author address").toMatch(/\/author\/|[?&]author=/)
    const home = await html('/')
    const path = [...home.matchAll(/class="card__link" href="([^"]+)"/g)].map((match) => match[1]!).find((href) => href.endsWith(`/${post!.id}/${post!.slug}`))!
    expect(await html(path)).toMatch(new RegExp(`href="/authors/${author.slug}"[^>]*>${author.name}<`))
    expect(await html(`/authors/${author.slug}`)).toContain(author.name)
  })

  it("the spec's fixed pages are the publisher's pages of the same slug", async () => {
    for (const page of seed.pages) expect(await html(`/${page.slug}`), page.slug).toContain(page.title)
  })

  it('a topic lists its posts; search finds a post', async () => {
    const [category] = await wpJson<{ id: number; slug: string }[]>('wp/v2/categories?slug=prospecting')
    const topic = await html(`/topics/${category!.id}/${category!.slug}`)
    for (const post of seed.posts.filter((candidate) => candidate.categories.includes('prospecting'))) expect(topic).toContain(post.title)
    expect(await html('/search?q=pricing')).toContain('Holding the line in pricing conversations')
  })

  it('the sections only the companion plugin provides answer with an empty state, not an error', async () => {
    for (const path of ['/webinars', '/videos', '/events', '/lists', '/resources', '/magazine']) {
      const page = await html(path)
      expect(page, path).toMatch(/<h1[^>]*>/)
    }
  })
})
