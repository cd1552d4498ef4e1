import { execFile } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, companionPlugin, phpEnv, phpLoadingWordpress, PLUGIN_SCRIPT, wordpressUrl } from './wordpress-access.ts'

/**
 * The companion plugin's change notices on a real WordPress, received by a stand-in for the site's
 * POST /api/content/changed that checks each signature: sent after the editor's response (a slow
 * site never holds up a save), kept in WP-Cron's queue while the site is down and delivered once it
 * is back, and sent for menus, theme switches and the plugin's deactivation too.
 */
const SECRET = 'a shared secret of at least thirty-two characters'
const runPhp = promisify(execFile)
type Notice = { type: string; id: number; action: string; slug?: string }

/** The stand-in site: the notices it took (signature checked), answering 204 after `delayMs`, or 503 while `down`. */
function standInSite(port: number, delayMs = 0) {
  const notices: Notice[] = []
  const state = { down: false, refused: 0 }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const [, time, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers['x-quota-signature'])) ?? []
      const valid = request.url === '/api/content/changed' && signature === createHmac('sha256', SECRET).update(`${time}.${body}`).digest('hex')
      if (state.down) {
        state.refused += 1
        response.writeHead(503).end()
        return
      }
      if (valid) notices.push(JSON.parse(body) as Notice)
      setTimeout(() => response.writeHead(valid ? 204 : 401).end(), delayMs)
    })
  })
  return {
    notices,
    state,
    listening: new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

const freePort = async () => {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((done) => probe.close(() => done()))
  return port
}

/** Waits for a notice, running WP-Cron's due events meanwhile (this WordPress has no cron of its own: DISABLE_WP_CRON). */
async function noticeArrives(notices: Notice[], wanted: Partial<Notice>, withinMs: number) {
  const deadline = Date.now() + withinMs
  const found = () => notices.some((notice) => Object.entries(wanted).every(([key, value]) => notice[key as keyof Notice] === value))
  while (!found() && Date.now() < deadline) {
    await fetch(`${wordpressUrl}/wp-cron.php`)
    await new Promise((done) => setTimeout(done, 250))
  }
  expect(found(), `${JSON.stringify(wanted)} among ${JSON.stringify(notices)}`).toBe(true)
}

describe.runIf(wordpressUrl)("the companion plugin's change notices", () => {
  let post: { id: number; slug: string }
  const useSite = async (port: number) => expect((await asAdmin('POST', 'wp/v2/settings', { quota_site_url: `http://127.0.0.1:${port}`, quota_webhook_secret: SECRET })).status).toBe(200)

  beforeAll(async () => {
    companionPlugin('activate')
    post = (await asAdmin<{ id: number; slug: string }>('POST', 'wp/v2/posts', { title: 'A post for the notices', status: 'publish' })).body
  })
  afterAll(async () => {
    await asAdmin('POST', 'wp/v2/settings', { quota_site_url: '', quota_webhook_secret: '' })
    await asAdmin('DELETE', `wp/v2/posts/${post.id}?force=true`)
    companionPlugin('deactivate')
  })

  it('a save answers at once while the site is slow, and its notice follows', async () => {
    const port = await freePort()
    const site = standInSite(port, 2500)
    await site.listening
    try {
      await useSite(port)
      const started = Date.now()
      expect((await asAdmin('POST', `wp/v2/posts/${post.id}`, { title: 'Retitled while the site is slow' })).status).toBe(200)
      expect(Date.now() - started, 'the save, in ms').toBeLessThan(2000)
      await noticeArrives(site.notices, { type: 'post', id: post.id, action: 'update' }, 10_000)
    } finally {
      await site.close()
    }
  })

  it('a change saved while the site is down reaches it once it is back', async () => {
    const port = await freePort()
    const site = standInSite(port)
    site.state.down = true
    await site.listening
    try {
      await useSite(port)
      expect((await asAdmin('POST', `wp/v2/posts/${post.id}`, { title: 'Retitled while the site is down' })).status).toBe(200)
      // The try after the response is refused (503: the site restarting behind its proxy)...
      const deadline = Date.now() + 10_000
      while (site.state.refused === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100))
      expect(site.state.refused, 'tries while the site was down').toBe(1)
      expect(site.notices).toEqual([])
      // ...and WP-Cron's next, 10 s later, finds the site back.
      site.state.down = false
      await noticeArrives(site.notices, { type: 'post', id: post.id, action: 'update' }, 60_000)
    } finally {
      await site.close()
    }
  }, 90_000)

  it('menu changes, theme switches and the plugin switched off send a notice too', async () => {
    const port = await freePort()
    const site = standInSite(port)
    await site.listening
    try {
      await useSite(port)
      const [menu] = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/menus')).body
      const item = (await asAdmin<{ id: number }>('POST', 'wp/v2/menu-items', { title: 'Noticed', url: 'https://example.org/', menus: menu!.id, status: 'publish' })).body
      await noticeArrives(site.notices, { type: 'menu', id: item.id }, 10_000)
      await asAdmin('DELETE', `wp/v2/menu-items/${item.id}?force=true`)

      // Run beside this process (not blocking it), so the stand-in answers while PHP waits.
      site.notices.length = 0
      await runPhp('php', ['-r', phpLoadingWordpress('switch_theme(get_stylesheet());')], { env: phpEnv() })
      await noticeArrives(site.notices, { type: 'menu', id: 0 }, 10_000)

      site.notices.length = 0
      await runPhp('php', [PLUGIN_SCRIPT, 'deactivate'], { env: phpEnv() })
      for (const type of ['webinars', 'events', 'options', 'menu']) await noticeArrives(site.notices, { type, id: 0 }, 10_000)
    } finally {
      companionPlugin('activate')
      await site.close()
    }
  }, 90_000)
})
