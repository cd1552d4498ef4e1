import { describe, expect, it } from 'vitest'
import { withTestApp } from '#tests/utils/with-test-app.ts'

/** REST API discovery in WordPress 6.1's shapes (WP_REST_Server::get_index and friends). */
const t = withTestApp()
const SITE = 'http://localhost:3000'

const json = async (path: string, init?: RequestInit) => {
  const res = await t.request(path, init)
  return { res, body: await res.json() }
}

describe('GET /wp-json/', () => {
  it('answers the site, its namespaces and its routes', async () => {
    const { res, body } = await json('/wp-json/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(Object.keys(body)).toEqual([
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'namespaces',
      'authentication',
      'routes',
      '_links',
      'site_logo',
      'site_icon',
      'site_icon_url',
    ])
    expect(body).toMatchObject({ name: 'Quota', url: SITE, home: SITE, timezone_string: 'America/New_York', authentication: [] })
    expect([-4, -5]).toContain(body.gmt_offset)
    expect(body.namespaces).toEqual(['wp/v2', 'acf/v3', 'sp/v1', 'quota/v1'])
    expect(body._links.help).toEqual([{ href: 'https://developer.wordpress.org/rest-api/' }])
    expect((await json('/wp-json')).body).toEqual(body)
  })

  it('describes each route as get_data_for_route does: namespace, methods, endpoints with their args', async () => {
    const { routes } = (await json('/wp-json/')).body
    expect(routes['/']).toEqual({
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: `${SITE}/wp-json/` }] },
    })
    expect(routes['/wp/v2']).toEqual({
      namespace: 'wp/v2',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { namespace: { default: 'wp/v2', required: false }, context: { default: 'view', required: false } } }],
      _links: { self: [{ href: `${SITE}/wp-json/wp/v2` }] },
    })
    const posts = routes['/wp/v2/posts']
    expect(posts.namespace).toBe('wp/v2')
    expect(posts._links).toEqual({ self: [{ href: `${SITE}/wp-json/wp/v2/posts` }] })
    const args = posts.endpoints[0].args
    expect(args.per_page).toEqual({ description: 'Maximum number of items to be returned in result set.', type: 'integer', default: 10, minimum: 1, maximum: 100, required: false })
    expect(args.context).toMatchObject({ type: 'string', enum: ['view', 'embed', 'edit'], default: 'view', required: false })
    expect(Object.keys(args)).toEqual(expect.arrayContaining(['offset', 'categories_exclude', 'tags_exclude', 'author_exclude', 'modified_after', 'modified_before', 'status', 'sticky']))
    // A route with a variable has no self link, and keeps WordPress's pattern as its key.
    expect(routes['/wp/v2/posts/(?P<id>[\\d]+)']).not.toHaveProperty('_links')
    expect(routes['/wp/v2/webinars'].endpoints[0].args).toHaveProperty('upcoming')
    expect(routes['/sp/v1/daily_video'].endpoints[0].args).toEqual([])
    expect(routes['/acf/v3/options/(?P<id>[\\w\\-]+)/(?P<field>[\\w\\-]+)'].namespace).toBe('acf/v3')
    for (const route of Object.values(routes) as { schema?: unknown }[]) expect(route).not.toHaveProperty('schema')
  })
})

describe('namespace indexes', () => {
  it('GET /wp-json/wp/v2 answers its routes and links up', async () => {
    const { res, body } = await json('/wp-json/wp/v2')
    expect(res.status).toBe(200)
    expect(Object.keys(body)).toEqual(['namespace', 'routes', '_links'])
    expect(body.namespace).toBe('wp/v2')
    expect(body._links).toEqual({ up: [{ href: `${SITE}/wp-json/` }] })
    expect(Object.keys(body.routes)).toContain('/wp/v2/posts')
    expect(Object.keys(body.routes)).not.toContain('/sp/v1/daily_video')
    expect((await json('/wp-json/sp/v1')).body.routes).toHaveProperty(['/sp/v1/daily_video'])
    expect((await t.request('/wp-json/no/v9')).status).toBe(404)
  })
})

describe('OPTIONS', () => {
  it('answers the route with its schema (the help context)', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts', { method: 'OPTIONS' })
    expect(res.status).toBe(200)
    expect(Object.keys(body)).toEqual(['namespace', 'methods', 'endpoints', 'schema', '_links'])
    expect(body.schema).toMatchObject({ $schema: 'http://json-schema.org/draft-04/schema#', title: 'post', type: 'object' })
    expect(Object.keys(body.schema.properties)).toEqual(expect.arrayContaining(['id', 'date', 'title', 'content', 'categories', 'tags', 'sticky']))
    const index = (await json('/wp-json/')).body.routes['/wp/v2/posts']
    expect(body.endpoints).toEqual(index.endpoints)
    const item = await json(`/wp-json/wp/v2/webinars/123`, { method: 'OPTIONS' })
    expect(item.body.schema.title).toBe('webinars')
    expect(item.body.endpoints[0].args).toHaveProperty('id')
  })

  it('a path no route matches answers an empty list, as rest_handle_options_request does', async () => {
    const { res, body } = await json('/wp-json/no/such/route', { method: 'OPTIONS' })
    expect(res.status).toBe(200)
    expect(body).toEqual([])
  })
})
