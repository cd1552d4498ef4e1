import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf, textOf } from './html.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { emptyWordPress } from './utils/empty-wordpress.ts'

/** The home page's modules beside the news: the next webinar, today's video, the current issue, the newest lists. */
const t = withTestApp()

const api = async <T>(app: TestApp, path: string): Promise<T> => (await (await app.request(`/wp-json/${path}`)).json()) as T
const pathOf = (link: string) => new URL(link).pathname.replace(/(.)\/$/, '$1')

async function home(app: TestApp) {
  const res = await app.request('/')
  expect(res.status).toBe(200)
  return res.text()
}

describe('the home page modules', () => {
  it('show the next webinar with its sponsor and time, the newest video, the current issue and the newest lists, each linking to a working page', async () => {
    const html = await home(t)
    const band = elementHtml(html, '<section class="home-modules"')
    const tile = (kind: string) => elementHtml(band, `<article class="home-module home-module--${kind}"`)

    const webinarTile = tile('webinar')
    expect(textOf(webinarTile)).toContain('Next webinar')
    expect(textOf(webinarTile)).toMatch(/\d{1,2}:\d{2}\s?(AM|PM|a\.m\.|p\.m\.)|ET/)
    expect(textOf(webinarTile)).toContain('Sponsored by')
    expect(webinarTile).toContain('<time')
    const webinarPage = hrefsOf(webinarTile).find((href) => /^\/webinars\/\d+\//.test(href))!
    // The soonest upcoming session: its page offers registration, not the recording.
    expect(textOf(await (await t.request(webinarPage)).text())).toMatch(/Register/)

    const [video] = await api<{ acf: { youtube_id: string }; slug: string; title: { rendered: string } }[]>(t, 'wp/v2/videos?per_page=1')
    expect(hrefsOf(tile('video'))).toContain(`/videos/${video!.acf.youtube_id}/${video!.slug}`)

    const { current_issue: issue } = await api<{ current_issue: { post_name: string } }>(t, 'acf/v3/options/options/current_issue')
    expect(hrefsOf(tile('issue'))).toContain(`/magazine/${issue.post_name}`)

    const lists = await api<{ link: string }[]>(t, 'wp/v2/lists?per_page=100&orderby=year&order=desc')
    const listLinks = hrefsOf(tile('lists')).filter((href) => href !== '/lists')
    expect(listLinks.length).toBeGreaterThan(0)
    expect(lists.map((list) => pathOf(list.link))).toEqual(expect.arrayContaining(listLinks))

    for (const href of new Set(hrefsOf(band))) {
      expect((await t.request(href)).status, href).toBe(200)
    }
  })
})

describe('when a module has nothing, or its read fails', () => {
  let empty: TestApp
  let partly: TestApp
  beforeAll(async () => {
    empty = await createTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example.test' }, contentFetch: emptyWordPress })
    // The seeded store's API, except that webinars and lists cannot be reached.
    partly = await createTestApp({
      envVars: { CONTENT_API_URL: 'http://cms.example.test' },
      contentFetch: (request: Request) => {
        const url = new URL(request.url)
        if (/\/wp\/v2\/(webinars|lists)\b/.test(url.pathname)) return Promise.reject(new TypeError('fetch failed'))
        return t.request(`${url.pathname}${url.search}`, { headers: request.headers })
      },
    })
  })
  afterAll(async () => {
    await empty.close()
    await partly.close()
  })

  it('leaves the whole band out, with no empty headings, when there is nothing', async () => {
    const html = await home(empty)
    expect(html).not.toContain('home-modules')
    expect(textOf(html)).not.toContain('Next webinar')
  })

  it('renders the page with the modules it could read and logs the ones it could not, and no cache keeps that copy', async () => {
    const res = await partly.request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    const band = elementHtml(html, '<section class="home-modules"')
    expect(band).toContain('home-module--video')
    expect(band).toContain('home-module--issue')
    expect(band).not.toContain('home-module--webinar')
    expect(band).not.toContain('home-module--lists')
    const logged = partly.logs.filter((line) => (line as { event?: string }).event === 'content.module_unavailable').map((line) => (line as { module: string }).module)
    expect(logged).toEqual(expect.arrayContaining(['webinar', 'lists']))
  })
})
