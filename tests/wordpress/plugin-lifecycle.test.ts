import { afterAll, describe, expect, it } from 'vitest'
import { asAdmin, companionPlugin, insideWordpress, wordpressUrl } from './wordpress-access.ts'

/**
 * The companion plugin's activation, deactivation and uninstall on a real WordPress: activating it
 * is enough for the sections' addresses (no visit to Settings → Permalinks); deleting it removes
 * its options, the shared secret and its post meta.
 */
const TYPES = ['webinars', 'issues', 'videos', 'lists'] as const

describe.runIf(wordpressUrl)('the companion plugin installed, switched off and deleted', () => {
  const created: { type: string; id: number }[] = []
  afterAll(async () => {
    companionPlugin('activate')
    for (const { type, id } of created) await asAdmin('DELETE', `wp/v2/${type}/${id}?force=true`)
    companionPlugin('deactivate')
  })

  it('serves webinars, issues, videos and lists at their WordPress addresses as soon as it is activated', async () => {
    // Switched off first: the rewrite rules are then those of WordPress without the plugin.
    companionPlugin('deactivate')
    companionPlugin('activate')
    for (const type of TYPES) {
      const { status, body } = await asAdmin<{ id: number; link: string }>('POST', `wp/v2/${type}`, { title: `A ${type} item on a fresh install`, status: 'publish' })
      expect(status, type).toBe(201)
      created.push({ type, id: body.id })
      expect(new URL(body.link).pathname, type).toMatch(new RegExp(`^/${type}/[^/?]+/$`))
      const page = await fetch(body.link, { redirect: 'manual' })
      expect(page.status, body.link).toBe(200)
    }
    companionPlugin('deactivate')
    const link = (await fetch(`${wordpressUrl}/webinars/a-webinars-item-on-a-fresh-install/`, { redirect: 'manual' })).status
    expect(link, 'the address after deactivation').toBe(404)
  })

  it("names each section in its own words in wp-admin, with its own icon, through the plugin's text domain", async () => {
    companionPlugin('activate')
    const types = (await asAdmin<Record<string, { icon: string; labels: Record<string, string> }>>('GET', 'wp/v2/types?context=edit')).body
    const singulars = { webinars: 'Webinar', issues: 'Magazine issue', videos: 'Video', events: 'Event', lists: 'List edition', resources: 'Resource' }
    for (const [type, singular] of Object.entries(singulars)) {
      const { labels } = types[type]!
      expect([labels.add_new_item, labels.edit_item, labels.item_published], type).toEqual([`Add New ${singular}`, `Edit ${singular}`, `${singular} published.`])
      expect(Object.values(labels).join(' '), type).not.toMatch(/\bposts?\b/i)
    }
    const icons = Object.keys(singulars).map((type) => types[type]!.icon)
    expect(new Set(icons).size, icons.join()).toBe(icons.length)
    const translated = "add_filter('gettext_quota-content', fn ($translation, $text) => $text === 'Webinar' ? 'Webinaire' : $translation, 10, 2); echo quota_sections()['webinars']['singular'];"
    expect(insideWordpress(translated)).toBe('Webinaire')
  })

  it('deleted, it removes its options, the shared secret and the section fields it stored', async () => {
    companionPlugin('activate')
    const webinar = (await asAdmin<{ id: number }>('POST', 'wp/v2/webinars', { title: 'A webinar before the uninstall', status: 'draft', acf: { start_date: '2030-01-02' } })).body
    created.push({ type: 'webinars', id: webinar.id })
    expect((await asAdmin('POST', 'wp/v2/settings', { quota_site_url: 'http://127.0.0.1:9', quota_webhook_secret: 'a secret that should not outlive the plugin' })).status).toBe(200)
    expect((await asAdmin('POST', 'acf/v3/options/options/ads_txt', { value: 'google.com, pub-1, DIRECT' })).status).toBe(200)
    const stored = `echo json_encode(array(
      'options' => array_map(fn ($name) => get_option($name, null), array('quota_site_url', 'quota_webhook_secret', 'quota_ads_txt')),
      'meta' => array(get_post_meta(${webinar.id}, 'quota_start_date', true), get_post_meta(${webinar.id}, '_quota_start', true)),
      'queued' => (bool) wp_get_scheduled_event('quota_send_notice', array('{"type":"options","id":0,"action":"update"}', 1)),
    ));`
    expect(JSON.parse(insideWordpress(stored))).toEqual({
      options: ['http://127.0.0.1:9', 'a secret that should not outlive the plugin', 'google.com, pub-1, DIRECT'],
      // The field, and the index of its start that queries sort by.
      meta: ['2030-01-02', '2030-01-02'],
      // The ads.txt change's notice, waiting for a retry: nothing listens at that address.
      queued: true,
    })
    companionPlugin('uninstall')
    expect(JSON.parse(insideWordpress(stored))).toEqual({ options: [null, null, null], meta: ['', ''], queued: false })
  })
})
