import type { Context } from 'hono'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { zoneOffsetMinutes } from '#lib/zoned-time.ts'
import type { ArgSchema, ParamSpec } from './params.ts'

/**
 * REST API discovery as WordPress 6.1 answers it (WP_REST_Server::get_index,
 * get_namespace_index, get_data_for_route; rest_handle_options_request): every route the
 * service serves is described once here, with the parameters it really accepts, and the
 * index, the namespace indexes and OPTIONS are built from that one table.
 */
export interface RouteDescription {
  /** WordPress's route pattern, e.g. `/wp/v2/posts/(?P<id>[\d]+)`. */
  pattern: string
  namespace: string
  args: ParamSpec
  /** The item schema OPTIONS shows (WordPress's `help` context), for routes that have one. */
  schema?: () => Record<string, unknown>
  /** Set on the route WordPress adds for a namespace's own index. */
  namespaceIndex?: string
}

type ArgData = Omit<ArgSchema, 'type'> & { type?: ArgSchema['type']; required: boolean }

interface RouteData {
  namespace: string
  methods: string[]
  endpoints: { methods: string[]; args: Record<string, ArgData> | [] }[]
  schema?: Record<string, unknown>
  _links?: { self: { href: string }[] }
}

/** PHP encodes an empty array as [] (a route without arguments shows `"args": []`). */
const phpObject = <T>(entries: [string, T][]): Record<string, T> | [] => (entries.length > 0 ? Object.fromEntries(entries) : [])

/** The site's offset from UTC in hours, as get_option('gmt_offset') gives it for a named zone. */
const gmtOffset = (now: Date) => zoneOffsetMinutes(now, SITE_TIME_ZONE) / 60

export function createRouteIndex(siteUrl: string) {
  const routes: RouteDescription[] = []
  const namespaces: string[] = []
  const apiUrl = (route: string) => `${siteUrl}/wp-json${route === '/' ? '/' : route}`

  /** Registers a route; a namespace's first route also registers the namespace's own index (register_route). */
  function describe(route: RouteDescription) {
    if (!namespaces.includes(route.namespace)) {
      namespaces.push(route.namespace)
      routes.push({ pattern: `/${route.namespace}`, namespace: route.namespace, args: {}, namespaceIndex: route.namespace })
    }
    routes.push(route)
  }

  function dataFor(route: RouteDescription, context: 'view' | 'help'): RouteData {
    const { namespaceIndex } = route
    const args: [string, ArgData][] =
      route.pattern === '/'
        ? [['context', { default: 'view', required: false }]]
        : namespaceIndex
          ? [
              ['namespace', { default: namespaceIndex, required: false }],
              ['context', { default: 'view', required: false }],
            ]
          : Object.entries(route.args).map(([name, parser]) => [name, { ...parser.schema, required: false }])
    const data: RouteData = { namespace: route.namespace, methods: ['GET'], endpoints: [{ methods: ['GET'], args: phpObject(args) }] }
    if (route.schema && context === 'help') data.schema = route.schema()
    // Routes without a variable link to themselves.
    if (!route.pattern.includes('(?P<')) data._links = { self: [{ href: apiUrl(route.pattern) }] }
    return data
  }

  const root: RouteDescription = { pattern: '/', namespace: '', args: {} }
  const all = () => [root, ...routes]
  const dataForRoutes = (list: RouteDescription[]) => Object.fromEntries(list.map((route) => [route.pattern, dataFor(route, 'view')]))

  /** GET /wp-json/: the site, its namespaces, and every route. */
  function index(site: { name: string; description: string; now: Date }) {
    return {
      name: site.name,
      description: site.description,
      url: siteUrl,
      home: siteUrl,
      gmt_offset: gmtOffset(site.now),
      timezone_string: SITE_TIME_ZONE,
      namespaces: [...namespaces],
      authentication: [],
      routes: dataForRoutes(all()),
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
      site_logo: 0,
      site_icon: 0,
      site_icon_url: '',
    }
  }

  /** GET /wp-json/<namespace>: its routes, and a link up to the index; null for an unknown namespace. */
  function namespaceIndex(namespace: string) {
    if (!namespaces.includes(namespace)) return null
    return {
      namespace,
      routes: dataForRoutes(routes.filter((route) => route.namespace === namespace)),
      _links: { up: [{ href: apiUrl('/') }] },
    }
  }

  /** OPTIONS: the first route whose pattern matches, in the `help` context; [] when none does. */
  function options(path: string) {
    const route = all().find((candidate) => new RegExp(`^${candidate.pattern.replace(/\(\?P</g, '(?<')}$`, 'i').test(path))
    return route ? dataFor(route, 'help') : []
  }

  return { describe, index, namespaceIndex, options, namespaces: () => [...namespaces] }
}

export type RouteIndex = ReturnType<typeof createRouteIndex>

/** The path inside /wp-json that a request names ('/' for the root). */
export const apiPath = (c: Context) => c.req.path.replace(/^\/wp-json/, '') || '/'
