import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltSite, type BuiltSite } from '../../scripts/lib/built-site.ts'
import { companionPlugin, insideWordpress, wordpressUrl } from './wordpress-access.ts'

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
/**
 * Webinars and events as a publisher's WordPress may have them without the companion plugin: post
 * types a theme or another plugin registers, their dates in an `acf` field (as Advanced Custom
 * Fields serves them), no `upcoming` filter. A must-use plugin in the test WordPress, removed after.
 */
const otherTypes = {
  file: resolve(ROOT, process.env.WP_DIR ?? '.data/wordpress', 'wp-content/mu-plugins/other-sections.php'),
  titles: { comingWebinar: 'Forecasting with the whole team', heldWebinar: 'Discovery calls that qualify', comingEvent: 'Regional sales kickoff' },
  install() {
    mkdirSync(dirname(this.file), { recursive: true })
    writeFileSync(
      this.file,
      `<?php
// Written by tests/wordpress/site-on-wordpress.test.ts: webinars and events of another plugin, their dates as ACF serves them.
add_action('init', function () {
    foreach (array('webinars', 'events') as $type) {
        register_post_type($type, array('label' => ucfirst($type), 'public' => true, 'show_in_rest' => true, 'rest_base' => $type, 'supports' => array('title', 'editor', 'excerpt', 'custom-fields')));
    }
});
add_action('rest_api_init', function () {
    foreach (array('webinars', 'events') as $type) {
        register_rest_field($type, 'acf', array('get_callback' => function ($post) {
            return array('start_date' => get_post_meta($post['id'], 'start_date', true), 'end_date' => get_post_meta($post['id'], 'end_date', true));
        }));
    }
});
`,
    )
    const items = [
      ['webinars', this.titles.comingWebinar, day(20)],
      ['webinars', this.titles.heldWebinar, day(-20)],
      ['events', this.titles.comingEvent, day(40)],
    ]
    const inserts = items.map(([type, title, date]) => `wp_insert_post(array('post_type' => '${type}', 'post_status' => 'publish', 'post_title' => '${title}', 'meta_input' => array('start_date' => '${date}', 'end_date' => '${date}')));`)
    insideWordpress(inserts.join(' '))
  },
  remove() {
    insideWordpress(`foreach (get_posts(array('post_type' => array('webinars', 'events'), 'post_status' => 'any', 'numberposts' => -1)) as $post) { wp_delete_post($post->ID, true); }`)
    rmSync(this.file, { force: true })
  },
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const seed = JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/wordpress-seed/seed.json'), 'utf8')) as Seed
const decode = (html: string) => html.replace(/&#8217;|&rsquo;/g, '’').replace(/&amp;/g, '&')

describe.runIf(wordpress)('the site on a plain WordPress', () => {
  let site: BuiltSite
  let dataDir: string
  beforeAll(async () => {
    companionPlugin('deactivate')
    otherTypes.install()
    dataDir = mkdtempSync(join(tmpdir(), 'quota-on-wordpress-'))
    site = await startBuiltSite({ dataDir, env: { CONTENT_API_URL: wordpress } })
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    rmSync(dataDir, { recursive: true, force: true })
    otherTypes.remove()
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
    // The words found are marked in the title: read its text.
    expect((await html('/search?q=pricing')).replace(/<\/?mark>/g, '')).toContain('Holding the line in pricing conversations')
  })

  it("webinars and events of another plugin (no companion plugin's filters) are listed by WordPress's standard query, split by their own dates", async () => {
    const webinars = await html('/webinars')
    const upcoming = webinars.indexOf(otherTypes.titles.comingWebinar)
    expect(upcoming, 'the coming webinar').toBeGreaterThan(-1)
    expect(webinars.indexOf(otherTypes.titles.heldWebinar), 'the held webinar, after the coming one').toBeGreaterThan(upcoming)
    const events = await html('/events')
    expect(events).toContain(otherTypes.titles.comingEvent)
  })

  it('the sections only the companion plugin provides answer with an empty state, not an error', async () => {
    for (const path of ['/webinars', '/videos', '/events', '/lists', '/resources', '/magazine']) {
      const page = await html(path)
      expect(page, path).toMatch(/<h1[^>]*>/)
    }
  })
})
