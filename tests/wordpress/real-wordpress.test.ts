import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { applicationPassword, basic, wordpressUrl } from './wordpress-access.ts'

/**
 * A real WordPress 6.1 (scripts/wordpress-server.sh, at WORDPRESS_URL) answers its REST API with
 * the seed of tests/fixtures/wordpress-seed, and an application password can write to it.
 * Credentials: WORDPRESS_AUTH (user:password), else the file the script writes in WP_DIR.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const baseUrl = wordpressUrl

interface Seed {
  authors: { login: string; display_name: string }[]
  categories: { slug: string; name: string }[]
  posts: { slug: string; title: string; author: string; date: string; categories: string[]; tags: string[] }[]
  pages: { slug: string; title: string }[]
  menus: { name: string; location: string; items: { title: string }[] }[]
}
const seed = JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/wordpress-seed/seed.json'), 'utf8')) as Seed
const auth = applicationPassword()

async function get(path: string, credentials?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}/wp-json${path}`, { headers: credentials ? { Authorization: basic(credentials) } : {} })
  return { status: response.status, body: await response.json() }
}

if (!baseUrl) console.log('real WordPress: SKIPPED, no WORDPRESS_URL (npm run test:wordpress starts one and sets it)')

describe.runIf(baseUrl)('a real WordPress', () => {
  it('lists the wp/v2 namespace at /wp-json/', async () => {
    const { status, body } = await get('/')
    expect(status).toBe(200)
    expect(body.name).toBe('Quota WordPress')
    expect(body.namespaces).toContain('wp/v2')
  })

  it('returns the seeded posts, newest first, with their authors, categories and tags', async () => {
    const { status, body } = await get('/wp/v2/posts?per_page=100&_embed=author,wp:term')
    expect(status).toBe(200)
    const expected = [...seed.posts].sort((a, b) => b.date.localeCompare(a.date))
    expect(body.map((post: any) => post.slug)).toEqual(expected.map((post) => post.slug))
    for (const [index, post] of expected.entries()) {
      const answer = body[index]
      expect(answer.title.rendered).toBe(post.title)
      expect(answer.date).toBe(post.date.replace(' ', 'T'))
      expect(answer._embedded.author[0].slug).toBe(post.author)
      const [categories, tags] = answer._embedded['wp:term'] as { slug: string; name: string }[][]
      expect(categories!.map((term) => term.slug).sort()).toEqual([...post.categories].sort())
      expect(tags!.map((term) => term.name).sort()).toEqual([...post.tags].sort())
    }
  })

  it('finds each page by its slug', async () => {
    for (const page of seed.pages) {
      const { status, body } = await get(`/wp/v2/pages?slug=${page.slug}`)
      expect(status).toBe(200)
      expect(body).toHaveLength(1)
      expect(body[0].title.rendered).toBe(page.title)
      expect(body[0].link).toBe(`${baseUrl}/${page.slug}/`)
    }
  })

  it('lists the seeded categories with their post counts', async () => {
    const { status, body } = await get('/wp/v2/categories?per_page=100')
    expect(status).toBe(200)
    for (const category of seed.categories) {
      const found = body.find((term: any) => term.slug === category.slug)
      expect(found, category.slug).toMatchObject({ name: category.name, count: seed.posts.filter((post) => post.categories.includes(category.slug)).length })
    }
  })

  it('lists the authors at /wp-json/wp/v2/users', async () => {
    const { status, body } = await get('/wp/v2/users')
    expect(status).toBe(200)
    expect(body.map((user: any) => user.slug).sort()).toEqual(['admin', ...seed.authors.map((author) => author.login)].sort())
    expect(body.find((user: any) => user.slug === 'jordan').name).toBe('Jordan Reyes')
  })

  describe.runIf(auth)('with the application password', () => {
    const created: number[] = []
    afterAll(async () => {
      // Drafts of this run are deleted, so the next run finds the seed as it was.
      for (const id of created) {
        await fetch(`${baseUrl}/wp-json/wp/v2/posts/${id}?force=true`, { method: 'DELETE', headers: { Authorization: basic(auth!) } })
      }
    })

    it('shows the header and footer menus (only to a signed-in editor: WordPress 6.1 hides menus from anonymous callers)', async () => {
      expect((await get('/wp/v2/menus')).status).toBe(401)
      const { status, body } = await get('/wp/v2/menus', auth!)
      expect(status).toBe(200)
      for (const menu of seed.menus) {
        const found = body.find((answer: any) => answer.name === menu.name)
        expect(found, menu.name).toBeDefined()
        expect(found.locations).toEqual([menu.location])
        const items = await get(`/wp/v2/menu-items?menus=${found.id}&orderby=menu_order&order=asc`, auth!)
        expect(items.body.map((item: any) => item.title.rendered)).toEqual(menu.items.map((item) => item.title))
      }
    })

    it('creates a draft that anonymous callers cannot see', async () => {
      const title = `Draft from the tests ${Date.now()}`
      const response = await fetch(`${baseUrl}/wp-json/wp/v2/posts`, {
        method: 'POST',
        headers: { Authorization: basic(auth!), 'Content-Type': 'application/json' },
        body: JSON.stringify({ title, content: '<p>Not for readers yet.</p>', status: 'draft' }),
      })
      expect(response.status).toBe(201)
      const draft = (await response.json()) as any
      created.push(draft.id)
      expect(draft.status).toBe('draft')

      expect((await get(`/wp/v2/posts/${draft.id}?context=edit`, auth!)).body.title.raw).toBe(title)
      expect((await get(`/wp/v2/posts/${draft.id}`)).status).toBe(401)
      const listed = await get('/wp/v2/posts?per_page=100')
      expect(listed.body.map((post: any) => post.id)).not.toContain(draft.id)
      expect((await get(`/wp/v2/posts?search=${encodeURIComponent(title)}`)).body).toEqual([])
    })

    it('refuses to create a post with a wrong application password', async () => {
      const response = await fetch(`${baseUrl}/wp-json/wp/v2/posts`, {
        method: 'POST',
        headers: { Authorization: basic('admin:wrong wrong wrong wrong wrong wrong'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Should not exist', status: 'draft' }),
      })
      expect(response.status).toBe(401)
    })
  })
})
