import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltSite, type BuiltSite } from '../../scripts/lib/built-site.ts'
import sharp from 'sharp'
import { adminSignIn, applicationPassword, asAdmin, asUser, basic, companionPlugin, insideWordpress, removeUser, userWithApplicationPassword, wordpressUrl } from './wordpress-access.ts'

/**
 * The site on a real WordPress with the companion plugin (wordpress/quota-content): the sections
 * written in WordPress through its REST API (as an editor's client would) show on the site, in
 * the right groups; the menus are WordPress's; an edit reaches the site within seconds.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SECRET = 'a shared secret of at least thirty-two characters'
const TYPES = ['webinars', 'issues', 'videos', 'events', 'lists', 'resources'] as const
type Fixture = { title: string; excerpt: string; content: string; topic?: string; category?: string; acf: Record<string, unknown> }

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const YEAR = new Date().getUTCFullYear()
/** The fixture's dates are relative ("{in 30 days}", "{30 days ago}"), so upcoming stays upcoming. */
const fixtures = JSON.parse(
  readFileSync(resolve(ROOT, 'tests/fixtures/wordpress-seed/sections.json'), 'utf8')
    .replace(/\{in (\d+) days\}/g, (_, n) => day(Number(n)))
    .replace(/\{(\d+) days ago\}/g, (_, n) => day(-Number(n)))
    .replace(/"\{year\}"/g, String(YEAR))
    .replace(/\{year\}/g, String(YEAR)),
) as Record<(typeof TYPES)[number], Fixture[]>

const seedPostTitle = (JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/wordpress-seed/seed.json'), 'utf8')) as { posts: { title: string }[] }).posts.at(-1)!.title

async function removeSections() {
  for (const type of TYPES) {
    const { body } = await asAdmin<{ id: number }[]>('GET', `wp/v2/${type}?per_page=100&status=any&_fields=id`)
    for (const { id } of Array.isArray(body) ? body : []) await asAdmin('DELETE', `wp/v2/${type}/${id}?force=true`)
  }
}

describe.runIf(wordpressUrl)('the site on WordPress with the companion plugin', () => {
  let site: BuiltSite
  let dataDir: string
  const created: Record<string, { id: number; slug: string }[]> = {}
  let media: { id: number; source_url: string } | undefined
  const createdPosts: number[] = []
  const createdPages: number[] = []

  beforeAll(async () => {
    companionPlugin('activate')
    await removeSections()
    const categories = await asAdmin<{ id: number; slug: string }[]>('GET', 'wp/v2/categories?per_page=100')
    const topicId = (slug?: string) => categories.body.find((category) => category.slug === slug)?.id
    for (const type of TYPES) {
      created[type] = []
      for (const item of fixtures[type]) {
        const videoCategory = item.category ? (await asAdmin('POST', 'wp/v2/video_categories', { name: item.category })).body : null
        const { status, body } = await asAdmin<{ id: number; slug: string }>('POST', `wp/v2/${type}`, {
          title: item.title,
          excerpt: item.excerpt,
          content: item.content,
          status: 'publish',
          acf: item.acf,
          ...(item.topic ? { categories: [topicId(item.topic)] } : {}),
          ...(videoCategory ? { video_categories: [videoCategory.id ?? videoCategory.data?.term_id] } : {}),
        })
        expect(status, `${type}: ${JSON.stringify(body)}`).toBe(201)
        created[type].push(body)
      }
    }
    expect((await asAdmin('POST', 'acf/v3/options/options/current_issue', { value: created.issues![0]!.id })).status).toBe(200)
    // A picture uploaded to WordPress's media library, the resource's featured image.
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0b3d5c' } }).jpeg().toBuffer()
    const upload = await fetch(`${wordpressUrl}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: { Authorization: basic(applicationPassword()!), 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="playbook-cover.jpg"' },
      body: picture,
    })
    expect(upload.status).toBe(201)
    media = (await upload.json()) as { id: number; source_url: string }
    await asAdmin('POST', `wp/v2/media/${media.id}`, { alt_text: 'The playbook cover' })
    expect((await asAdmin('POST', `wp/v2/resources/${created.resources![0]!.id}`, { featured_media: media.id })).status).toBe(200)
    dataDir = mkdtempSync(join(tmpdir(), 'quota-with-plugin-'))
    site = await startBuiltSite({ dataDir, env: { CONTENT_API_URL: wordpressUrl, CONTENT_WEBHOOK_SECRET: SECRET } })
    expect((await asAdmin('POST', 'wp/v2/settings', { quota_site_url: site.baseURL, quota_webhook_secret: SECRET })).status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await site?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    await asAdmin('POST', 'wp/v2/settings', { quota_site_url: '', quota_webhook_secret: '', quota_fixed_pages: {} })
    await removeSections()
    if (media) await asAdmin('DELETE', `wp/v2/media/${media.id}?force=true`)
    for (const id of createdPosts) await asAdmin('DELETE', `wp/v2/posts/${id}?force=true`)
    for (const id of createdPages) await asAdmin('DELETE', `wp/v2/pages/${id}?force=true`)
    companionPlugin('deactivate')
  })

  const html = async (path: string) => {
    const response = await fetch(`${site.baseURL}${path}`, { redirect: 'manual' })
    expect(response.status, path).toBe(200)
    return (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
  }
  /** A page once a change made in WordPress shows on it: the plugin's notice follows WordPress's response, so within 5 s. */
  const shownWithin5s = async (path: string, shows: (page: string) => boolean) => {
    const deadline = Date.now() + 5000
    for (;;) {
      const response = await fetch(`${site.baseURL}${path}`, { redirect: 'manual' })
      const page = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
      if ((response.status === 200 && shows(page)) || Date.now() > deadline) return page
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  const between = (page: string, from: string, to: string) => page.slice(page.indexOf(from), to ? page.indexOf(to, page.indexOf(from)) : undefined)

  it('webinars: the coming one among the upcoming, with its registration form; the held one on demand', async () => {
    const [coming, held] = fixtures.webinars
    const page = await html('/webinars')
    expect(page).toContain(coming!.title)
    expect(page).toContain(held!.title)
    expect(page.indexOf(coming!.title)).toBeLessThan(page.indexOf(held!.title))
    const { id, slug } = created.webinars![0]!
    const webinar = await html(`/webinars/${id}/${slug}`)
    expect(webinar).toContain(coming!.title)
    expect(webinar).toContain('Work email')
  })

  it("a webinar an editor sets up in the registered fields (as the block editor writes them) shows under Upcoming, with its people, sponsor and form", async () => {
    const editor = userWithApplicationPassword('site-fields-editor', 'editor')
    try {
      const title = `Forecast calls that hold ${Date.now()}`
      const meta = {
        quota_start_date: day(20),
        quota_start_time: '11:00',
        quota_end_time: '12:00',
        quota_time_zone: 'America/Chicago',
        quota_registration_open: true,
        quota_presenter: { name: 'Priya Raman', title: 'VP Sales', company: 'Fabrikam', bio: '', photo: '' },
        quota_panelists: [{ name: 'Tomas Ortiz', title: 'Sales Director', company: 'Litware', bio: '', photo: '' }],
        quota_sponsor: { name: 'Quillstone', slug: 'quillstone', url: 'https://quillstone.example', logo: '', level: '' },
        quota_registration_form: [
          { name: 'email', label: 'Work email', type: 'email', required: true, options: [] },
          { name: 'team_size', label: 'Team size', type: 'select', required: true, options: ['1-10', '11 or more'] },
        ],
      }
      const { status, body } = await asUser<{ id: number; slug: string }>(editor.credentials, 'POST', 'wp/v2/webinars', { title, status: 'publish', meta })
      expect(status, JSON.stringify(body)).toBe(201)
      const index = await shownWithin5s('/webinars', (page) => page.includes(title))
      expect(index.indexOf(title), 'among the upcoming, before the held one').toBeLessThan(index.indexOf(fixtures.webinars[1]!.title))
      const webinar = await html(`/webinars/${body.id}/${body.slug}`)
      for (const shown of ['Priya Raman', 'Tomas Ortiz', 'Quillstone', 'Team size', '11 or more']) expect(webinar, shown).toContain(shown)
      expect(webinar).not.toContain('To be announced')
    } finally {
      removeUser(editor.id)
    }
  })

  it('the magazine shows the current issue; videos, events, lists and resources show theirs', async () => {
    expect(await html('/magazine')).toContain(fixtures.issues[0]!.title)
    const video = fixtures.videos[0]!
    expect(await html('/videos')).toContain(video.title)
    expect(await html(`/videos/${video.acf.youtube_id}/${created.videos![0]!.slug}`)).toContain(video.title)
    expect(await html('/events')).toContain(fixtures.events[0]!.title)
    const list = await html(`/lists/${YEAR}/top-20-sales-training-companies`)
    expect(list).toContain('Brightpath Learning')
    expect(await html('/resources')).toContain(fixtures.resources[0]!.title)
  })

  it('a list of a new family, published in WordPress, has its page, its place on /lists and its download; a family nobody declares stays a 404', async () => {
    const family = 'top-12-negotiation-trainers'
    const entry = { rank: 1, company: 'Ledgerline Coaching', person: '', title: '', segment: '', metric: null, previous_rank: null, change: null, summary: 'Deals that hold.', website: '', headquarters: 'Boise' }
    const acf = { family, year: YEAR, kind: 'list', introduction: '<p>New this year.</p>', methodology: '', metric_label: '', segments: [], categories: [], winners: [], entries: [entry] }
    const { status, body } = await asAdmin('POST', 'wp/v2/lists', { title: `Top 12 Negotiation Trainers ${YEAR}`, excerpt: 'Who teaches the close.', status: 'publish', acf })
    expect(status, JSON.stringify(body)).toBe(201)
    const path = `/lists/${YEAR}/${family}`
    const page = await shownWithin5s(path, (shown) => shown.includes('Ledgerline Coaching'))
    expect(page).toContain('Ledgerline Coaching')
    expect(page).toContain(`<title>Top 12 Negotiation Trainers ${YEAR}`)
    const lists = await html('/lists')
    expect(lists).toContain(`href="${path}"`)
    expect(lists).toContain('Top 12 Negotiation Trainers')
    const download = await fetch(`${site.baseURL}${path}/entries.csv`)
    expect(download.status).toBe(200)
    expect(await download.text()).toContain('Ledgerline Coaching')
    for (const missing of [`/lists/${YEAR}/top-13-negotiation-trainers`, `/lists/${YEAR}/Top--12`, `/lists/${YEAR}/top-13-negotiation-trainers/entries.csv`]) {
      expect((await fetch(`${site.baseURL}${missing}`, { redirect: 'manual' })).status, missing).toBe(404)
    }
  })

  it("WordPress's images show from WordPress's address, and load", async () => {
    const page = await html('/resources')
    const src = /<img [^>]*src="([^"]*playbook-cover[^"]*)"/.exec(page)?.[1]
    expect(src, 'the resource picture on /resources').toMatch(new RegExp(`^${wordpressUrl}/`))
    const response = await fetch(src!)
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    const csp = (await fetch(`${site.baseURL}/resources`)).headers.get('content-security-policy')!
    expect(csp).toMatch(new RegExp(`img-src [^;]*${new URL(wordpressUrl).origin.replace(/[.]/g, '\\.')}`))
  })

  it("the header is WordPress's menu, its links the site's addresses", async () => {
    const categories = await asAdmin<{ id: number; slug: string }[]>('GET', 'wp/v2/categories?slug=prospecting')
    const header = between(await html('/'), '<header', '</header>')
    expect(header).toContain(`href="/topics/${categories.body[0]!.id}/prospecting"`)
    expect(header).toContain('>Leadership<')
  })

  it("the menu's tags, custom links to WordPress's own addresses and pages are the site's addresses; links elsewhere stay", async () => {
    const menus = (await asAdmin<{ id: number; locations: string[] }[]>('GET', 'wp/v2/menus')).body
    const header = menus.find((menu) => menu.locations.includes('primary'))!
    const [tag] = (await asAdmin<{ id: number; slug: string; link: string }[]>('GET', 'wp/v2/tags?per_page=1')).body
    const items = [
      { title: 'Tagged', type: 'taxonomy', object: 'post_tag', object_id: tag!.id },
      { title: 'Tag link', type: 'custom', url: tag!.link },
      { title: 'Jordan', type: 'custom', url: `${wordpressUrl}/author/jordan/` },
      { title: 'About us', type: 'custom', url: `${wordpressUrl}/about/` },
      { title: 'Elsewhere', type: 'custom', url: 'https://example.org/' },
    ]
    const ids: number[] = []
    try {
      for (const item of items) {
        const { status, body } = await asAdmin<{ id: number }>('POST', 'wp/v2/menu-items', { ...item, menus: header.id, status: 'publish' })
        expect(status, JSON.stringify(body)).toBe(201)
        ids.push(body.id)
      }
      const expected = [
        `href="/search?tag=${tag!.slug}"[^>]*>Tagged<`,
        `href="/search?tag=${tag!.slug}"[^>]*>Tag link<`,
        'href="/authors/jordan"[^>]*>Jordan<',
        'href="/about"[^>]*>About us<',
        'href="https://example.org/"[^>]*>Elsewhere<',
      ].map((pattern) => new RegExp(pattern.replace(/[?]/g, '\\?')))
      const served = await (await fetch(`${wordpressUrl}/myheader_menu`)).text()
      for (const pattern of expected) expect(served).toMatch(pattern)
      // The menu change reached the site (the plugin's notice purged its copy).
      const shown = between(await shownWithin5s('/', (page) => expected.every((pattern) => pattern.test(between(page, '<header', '</header>')))), '<header', '</header>')
      for (const pattern of expected) expect(shown).toMatch(pattern)
    } finally {
      for (const id of ids) await asAdmin('DELETE', `wp/v2/menu-items/${id}?force=true`)
    }
  })

  it('on the default block theme, the plugin offers the Primary and Footer locations, and a Navigation block stands in for a location without a menu', async () => {
    const locations = (await asAdmin<Record<string, { name: string; menu: number }>>('GET', 'wp/v2/menu-locations')).body
    expect(Object.keys(locations).sort()).toEqual(['footer', 'primary'])
    const [about] = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/pages?slug=about')).body
    const [category] = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/categories?slug=prospecting')).body
    const link = (attrs: Record<string, unknown>) => `<!-- wp:navigation-link ${JSON.stringify(attrs)} /-->`
    const content = [
      link({ label: 'Who we are', type: 'page', id: about!.id, url: `${wordpressUrl}/about/`, kind: 'post-type' }),
      link({ label: 'Prospecting', type: 'category', id: category!.id, url: `${wordpressUrl}/category/prospecting/`, kind: 'taxonomy' }),
      `<!-- wp:navigation-submenu ${JSON.stringify({ label: 'Jordan', url: `${wordpressUrl}/author/jordan/`, kind: 'custom' })} -->`,
      link({ label: 'Elsewhere', url: 'https://example.org/', kind: 'custom' }),
      '<!-- /wp:navigation-submenu -->',
    ].join('')
    const kept = insideWordpress("echo json_encode(get_theme_mod('nav_menu_locations'));")
    insideWordpress(`set_theme_mod('nav_menu_locations', array('primary' => ${locations.primary!.menu}));`)
    let navigation = 0
    try {
      const created = await asAdmin<{ id: number }>('POST', 'wp/v2/navigation', { title: 'Footer', status: 'publish', content })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      navigation = created.body.id
      const expected = [
        'href="/about"[^>]*>Who we are<',
        `href="/topics/${category!.id}/prospecting"[^>]*>Prospecting<`,
        'href="/authors/jordan"[^>]*>Jordan<',
        'href="https://example.org/"[^>]*>Elsewhere<',
      ].map((pattern) => new RegExp(pattern))
      const served = await (await fetch(`${wordpressUrl}/myfooter_menu`)).text()
      for (const pattern of expected) expect(served).toMatch(pattern)
      // Publishing the Navigation menu told the site, which dropped its copy of the footer.
      const footer = between(await shownWithin5s('/', (page) => expected.every((pattern) => pattern.test(between(page, '<footer', '</footer>')))), '<footer', '</footer>')
      for (const pattern of expected) expect(footer).toMatch(pattern)
    } finally {
      insideWordpress(`set_theme_mod('nav_menu_locations', json_decode('${kept.trim()}', true));`)
      if (navigation) await asAdmin('DELETE', `wp/v2/navigation/${navigation}?force=true`)
    }
  })

  it("links in WordPress content to its own posts and topics are the site's addresses", async () => {
    const [target] = (await asAdmin<{ id: number; slug: string; link: string }[]>('GET', 'wp/v2/posts?slug=pipeline-reviews-that-help')).body
    const [category] = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/categories?slug=prospecting')).body
    const linking = (
      await asAdmin<{ id: number; slug: string }>('POST', 'wp/v2/posts', {
        title: 'A post that links',
        status: 'publish',
        content: `<p>Read <a href="${target!.link}">the review piece</a>, more on <a href="${wordpressUrl}/category/prospecting/">prospecting</a> and <a href="https://example.org/">elsewhere</a>.</p>`,
      })
    ).body
    createdPosts.push(linking.id)
    const [answer] = (await asAdmin<{ content: { rendered: string } }[]>('GET', `wp/v2/posts?include=${linking.id}`)).body
    expect(answer!.content.rendered).toMatch(new RegExp(`href="/\\d{4}/\\d{2}/\\d{2}/${target!.id}/pipeline-reviews-that-help"`))
    expect(answer!.content.rendered).toContain(`href="/topics/${category!.id}/prospecting"`)
    expect(answer!.content.rendered).toContain('href="https://example.org/"')
    const home = await html('/')
    const path = [...home.matchAll(/class="card__link" href="([^"]+)"/g)].map((match) => match[1]!).find((href) => href.endsWith(`/${linking.id}/${linking.slug}`))!
    expect(await html(path)).toMatch(new RegExp(`href="/\\d{4}/\\d{2}/\\d{2}/${target!.id}/pipeline-reviews-that-help"`))
  })

  it("an article's embeds, Video block and text colours, as WordPress 6.1's block editor saves them, show; YouTube and Vimeo as the facade", async () => {
    const uploads = `${wordpressUrl}/wp-content/uploads`
    const content = readFileSync(resolve(ROOT, 'tests/fixtures/wordpress-seed/block-editor-embeds.html'), 'utf8').replaceAll('{uploads}', uploads)
    const post = (await asAdmin<{ id: number; slug: string }>('POST', 'wp/v2/posts', { title: 'Embeds from the block editor', status: 'publish', content })).body
    createdPosts.push(post.id)
    // WordPress tells the site after its response (from WP-Cron): the home page lists the post once the notice is in.
    const cardOf = async () => [...(await html('/')).matchAll(/class="card__link" href="([^"]+)"/g)].map((match) => match[1]!).find((href) => href.endsWith(`/${post.id}/${post.slug}`))
    await expect.poll(cardOf, { timeout: 60_000, interval: 500 }).toBeDefined()
    const path = (await cardOf())!
    const response = await fetch(`${site.baseURL}${path}`)
    const page = await response.text()
    const body = between(page, 'article__body', '</article>')
    const facades = [...body.matchAll(/<figure class="embedded-video"><div class="video-player video-facade"><a class="video-facade__play" href="([^"]+)"/g)].map((match) => match[1])
    expect(facades).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'])
    expect(body).toContain('<figcaption class="wp-element-caption">The keynote</figcaption>')
    // Nothing of the hosts' before a press: no frame, no picture, no script.
    expect(page).not.toMatch(/<iframe|ytimg\.com|player\.vimeo\.com\/video|youtube\.com\/embed/)
    expect(body).toContain(`<video controls src="${uploads}/clip.mp4" preload="metadata"></video>`)
    expect(body).toContain('<mark style="background-color:rgba(0, 0, 0, 0);color:#cf2e2e" class="has-inline-color">red</mark>')
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain(`media-src 'self' ${new URL(wordpressUrl).origin}`)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/)
  })

  it('a fixed address shows the page chosen for it in Settings → Quota', async () => {
    const [contact] = (await asAdmin<{ id: number; title: { rendered: string } }[]>('GET', 'wp/v2/pages?slug=contact')).body
    await asAdmin('POST', 'wp/v2/settings', { quota_fixed_pages: {} })
    expect((await fetch(`${site.baseURL}/reprints`)).status, 'no page has the slug reprints').toBe(404)
    expect((await asAdmin('POST', 'wp/v2/settings', { quota_fixed_pages: { '/reprints': contact!.id } })).status).toBe(200)
    expect(await shownWithin5s('/reprints', (page) => page.includes(contact!.title.rendered))).toContain(contact!.title.rendered)
    await asAdmin('POST', 'wp/v2/settings', { quota_fixed_pages: {} })
  })

  it("WordPress's own public pages send readers to the same content on the site", async () => {
    const [post] = (await asAdmin<{ id: number; slug: string }[]>('GET', 'wp/v2/posts?per_page=1')).body
    const [category] = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/categories?slug=prospecting')).body
    const redirected = async (path: string) => {
      const response = await fetch(`${wordpressUrl}${path}`, { redirect: 'manual' })
      return [response.status, response.headers.get('location')] as const
    }
    const [status, location] = await redirected(`/?p=${post!.id}`)
    expect(status).toBe(301)
    expect(location).toMatch(new RegExp(`^${site.baseURL}/\\d{4}/\\d{2}/\\d{2}/${post!.id}/${post!.slug}$`))
    expect((await fetch(location!)).status).toBe(200)
    expect(await redirected('/category/prospecting/')).toEqual([301, `${site.baseURL}/topics/${category!.id}/prospecting`])
    expect(await redirected('/about/')).toEqual([301, `${site.baseURL}/about`])
    expect((await fetch(`${wordpressUrl}/wp-json/wp/v2/posts?per_page=1`)).status).toBe(200)
  })

  it("WordPress's feeds, tags, date archives and sitemap send readers to the site's matching address, not its home", async () => {
    const post = (await asAdmin<{ date: string; tags: number[]; author: number }[]>('GET', 'wp/v2/posts?per_page=100')).body.find((candidate) => candidate.tags.length > 0)
    const [tag] = (await asAdmin<{ slug: string; link: string }[]>('GET', `wp/v2/tags?include=${post!.tags[0]}`)).body
    const author = (await asAdmin<{ slug: string }>('GET', `wp/v2/users/${post!.author}`)).body
    const [category] = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/categories?slug=prospecting')).body
    const [year, month] = post!.date.split('-')
    const expected = [
      ['/feed/', '/feed'],
      ['/category/prospecting/feed/', `/topics/${category!.id}/prospecting/feed`],
      [`/author/${author.slug}/feed/`, `/authors/${author.slug}/feed`],
      [new URL(tag!.link).pathname, `/search?tag=${tag!.slug}`],
      [`/${year}/${month}/`, '/search?type=articles'],
      [`/${year}/`, '/search?type=articles'],
      ['/wp-sitemap.xml', '/sitemap.xml'],
      ['/wp-sitemap-posts-post-1.xml', '/sitemap.xml'],
    ] as const
    for (const [from, to] of expected) {
      const response = await fetch(`${wordpressUrl}${from}`, { redirect: 'manual' })
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, `${site.baseURL}${to}`])
      expect((await fetch(`${site.baseURL}${to}`, { redirect: 'manual' })).status, to).toBe(200)
    }
  })

  it("WordPress's Preview opens the site: a new draft and an unsaved change to a published post, never without the link", async () => {
    // Gutenberg's Preview saves an autosave and opens the preview_link it answers.
    const draft = (await asAdmin<{ id: number; slug: string }>('POST', 'wp/v2/posts', { title: 'A draft for the preview', content: '<p>Not yet out.</p>', status: 'draft' })).body
    createdPosts.push(draft.id)
    const draftPreview = (await asAdmin<{ preview_link: string }>('POST', `wp/v2/posts/${draft.id}/autosaves`, { title: 'A draft for the preview', content: '<p>Not yet out, still.</p>' })).body.preview_link
    expect(draftPreview).toMatch(new RegExp(`^${site.baseURL}/preview\\?type=post&id=${draft.id}&token=\\d+\\.[0-9a-f]{64}$`))
    const shown = await html(new URL(draftPreview).pathname + new URL(draftPreview).search)
    expect(shown).toContain('A draft for the preview')
    expect(shown).toContain('Not yet out, still.')
    const forged = draftPreview.replace(/.$/, (last) => (last === '0' ? '1' : '0'))
    expect((await fetch(forged)).status).toBe(404)
    expect((await fetch(`${site.baseURL}/preview?type=post&id=${draft.id}`)).status).toBe(404)
    expect((await fetch(`${site.baseURL}/${draft.id}/${draft.slug || 'a-draft-for-the-preview'}`, { redirect: 'manual' })).status).toBe(404)

    const [published] = (await asAdmin<{ id: number; title: { rendered: string } }[]>('GET', 'wp/v2/posts?per_page=1')).body
    const changed = (await asAdmin<{ preview_link: string }>('POST', `wp/v2/posts/${published!.id}/autosaves`, { title: 'An unsaved new title', content: '<p>Unsaved words.</p>' })).body.preview_link
    expect(await html(new URL(changed).pathname + new URL(changed).search)).toContain('An unsaved new title')
    expect(await html('/')).not.toContain('An unsaved new title')

    const page = (await asAdmin<{ id: number }>('POST', 'wp/v2/pages', { title: 'A page in the works', content: '<p>Page words.</p>', status: 'draft' })).body
    createdPages.push(page.id)
    const pagePreview = (await asAdmin<{ preview_link: string }>('POST', `wp/v2/pages/${page.id}/autosaves`, { title: 'A page in the works', content: '<p>Page words, revised.</p>' })).body.preview_link
    expect(await html(new URL(pagePreview).pathname + new URL(pagePreview).search)).toContain('Page words, revised.')
  })

  it("previews a draft of every section as its page on the site, never without the link", async () => {
    for (const type of TYPES) {
      const fixture = fixtures[type][0]!
      // A video's details come from the video service by its YouTube id: a new one, no published video's.
      const acf = type === 'videos' ? { ...fixture.acf, youtube_id: 'draftVideo1' } : fixture.acf
      const title = `A ${type} draft for the preview`
      const excerpt = `Summary of the draft ${type}.`
      const draft = (await asAdmin<{ id: number }>('POST', `wp/v2/${type}`, { title, excerpt, content: fixture.content, status: 'draft', acf })).body
      const link = (await asAdmin<{ preview_link: string }>('POST', `wp/v2/${type}/${draft.id}/autosaves`, { title, excerpt, content: fixture.content })).body.preview_link
      expect(link, type).toMatch(new RegExp(`^${site.baseURL}/preview\\?type=${type}&id=${draft.id}&token=`))
      const shown = await html(new URL(link).pathname + new URL(link).search)
      // A list's heading is its family and year: its draft's summary shows below it.
      expect(shown, type).toContain(type === 'lists' ? excerpt : title)
      expect((await fetch(`${site.baseURL}/preview?type=${type}&id=${draft.id}`)).status, type).toBe(404)
    }
  })

  it("WordPress's own preview addresses, in every form, open the site's preview for a signed-in editor, and the sign-in for others", async () => {
    const draft = (await asAdmin<{ id: number; slug: string }>('POST', 'wp/v2/posts', { title: 'A draft opened on WordPress', content: '<p>Words.</p>', status: 'draft' })).body
    createdPosts.push(draft.id)
    const page = (await asAdmin<{ id: number }>('POST', 'wp/v2/pages', { title: 'A page opened on WordPress', content: '<p>Words.</p>', status: 'draft' })).body
    createdPages.push(page.id)
    const [published] = (await asAdmin<{ id: number; slug: string }[]>('GET', 'wp/v2/posts?per_page=1')).body
    const webinar = created.webinars![0]!
    const cookie = await adminSignIn()
    const opened = async (path: string, headers: Record<string, string> = { cookie }) => {
      const response = await fetch(`${wordpressUrl}${path}`, { redirect: 'manual', headers })
      return [response.status, response.headers.get('location') ?? '', response.headers.get('cache-control') ?? ''] as const
    }
    const forms = [
      [`/?p=${draft.id}&preview=true`, 'post', draft.id],
      [`/?page_id=${page.id}&preview=true`, 'page', page.id],
      // An old nonce: WordPress itself would refuse it, the site's preview needs none.
      [`/${published!.slug}/?preview_id=${published!.id}&preview_nonce=0123456789&preview=true`, 'post', published!.id],
      // Another plugin stripped preview=true: what is left still names the post.
      [`/?p=${draft.id}`, 'post', draft.id],
      [`/${published!.slug}/?preview_id=${published!.id}&preview_nonce=0123456789`, 'post', published!.id],
      [`/?post_type=webinars&p=${webinar.id}&preview=true`, 'webinars', webinar.id],
    ] as const
    for (const [path, type, id] of forms) {
      const [status, location, cacheControl] = await opened(path)
      expect([path, status], location).toEqual([path, 302])
      expect(location, path).toMatch(new RegExp(`^${site.baseURL}/preview\\?type=${type}&id=${id}&token=\\d+\\.[0-9a-f]{64}$`))
      expect(cacheControl, path).toContain('no-cache')
      expect((await fetch(location)).status, path).toBe(200)
    }
    const [status, location] = await opened(`/?p=${draft.id}&preview=true`, {})
    expect(status).toBe(302)
    expect(location).toContain('/wp-login.php?redirect_to=')
  })

  it('npm run content:import copies this WordPress into an empty embedded store; a second run changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quota-imported-'))
    const run = (from: string) =>
      spawnSync(process.execPath, [resolve(ROOT, 'build/node/content-import.js'), '--from', from], { env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' }, encoding: 'utf8' })
    try {
      const total = Number((await fetch(`${wordpressUrl}/wp-json/wp/v2/posts?per_page=1`)).headers.get('x-wp-total'))
      const first = run(wordpressUrl)
      expect(first.status, first.stderr).toBe(0)
      expect(first.stdout).toMatch(new RegExp(`^post +${total} +0 +0$`, 'm'))
      expect(first.stdout).toMatch(/^webinars +2 +0 +0$/m)
      const library = Number((await fetch(`${wordpressUrl}/wp-json/wp/v2/media?per_page=1`)).headers.get('x-wp-total'))
      expect(first.stdout).toMatch(new RegExp(`^media +${library} +0 +0$`, 'm'))
      expect(first.stdout).toMatch(/^menus +2 +0 +0$/m)
      const second = run(wordpressUrl)
      expect(second.stdout).toMatch(new RegExp(`^post +0 +0 +${total}$`, 'm'))
      const refused = run('http://127.0.0.1:9')
      expect([refused.status, refused.stderr]).toEqual([2, expect.stringContaining('cannot be reached')])

      const imported = await startBuiltSite({ dataDir: dir })
      try {
        const home = await (await fetch(`${imported.baseURL}/`)).text()
        expect(home).toContain(seedPostTitle)
        expect(await (await fetch(`${imported.baseURL}/webinars`)).text()).toContain(fixtures.webinars[0]!.title)
        // The header is WordPress's menu, copied; the resource's image is the copy, not WordPress's file.
        expect(home).toContain('site-header-menu')
        const resource = await (await fetch(`${imported.baseURL}/resources`)).text()
        expect(resource).toMatch(/src="\/wp-content\/uploads\/imported\/[^"]+playbook-cover[^"]*"/)
        expect(resource).not.toContain(`${wordpressUrl}/wp-content/uploads`)
      } finally {
        await imported.stop()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('an edit in WordPress is on the site within 5 seconds', async () => {
    const { id } = created.events![0]!
    const renamed = `Sales Leadership Summit ${Date.now()}`
    expect(await html('/events')).not.toContain(renamed)
    expect((await asAdmin('POST', `wp/v2/events/${id}`, { title: renamed })).status).toBe(200)
    expect(await shownWithin5s('/events', (page) => page.includes(renamed)), 'the renamed event on /events within 5 s').toContain(renamed)
  })
})
