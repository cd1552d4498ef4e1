import { Hono, type Context } from 'hono'
import type { Database } from '#db/client.ts'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import { about, flag, int, intList, oneOf, paging, stringList, text, type ParamSpec } from './params.ts'
import { apiPath, createRouteIndex } from './discovery.ts'
import { ITEM_SCHEMAS } from './item-schemas.ts'
import { getOption } from './options-store.ts'
import { collectionRefusal, context, postCollectionParams, postItemParams, postQueryOf, type Refusal } from './post-params.ts'
import { createEmbedder, createEmbedSources } from './embed.ts'
import { findAuthor, findMedia, findMediaByIds, queryAuthors, queryMedia } from './people-store.ts'
import { findDraft, termIdsOf, queryPosts, type PostRow } from './posts-store.ts'
import { findPostItem } from './post-item.ts'
import { createPreviewTokens } from './preview-tokens.ts'
import { createSearchRoutes } from './search-routes.ts'
import { createSectionRoutes } from './section-routes.ts'
import { sectionOf, SECTIONS } from './sections.ts'
import { createSerializers } from './serialize.ts'
import { findTerm, queryTerms } from './terms-store.ts'
import { wpError } from './wp-errors.ts'
import { wpHeaders } from './wp-headers.ts'
import { createResponders } from './wp-response.ts'

export interface ContentServiceDeps {
  db: Database
  siteUrl: string
  /** The clock that decides what is upcoming (tests pin it). */
  now?: () => Date
  /** The index's `name` unless the option blogname says otherwise. */
  siteName?: string
}

const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'count'] as const

/** Accepted parameters per endpoint: a flat, declarative table (anything else is ignored). */
const postListParams = postCollectionParams({ taxonomies: ['categories', 'tags'], sticky: true })
const pageListParams = postCollectionParams({ hierarchical: true })
const termListParams = {
  context: context(),
  ...paging,
  search: text(),
  slug: stringList(),
  include: intList(),
  exclude: intList(),
  post: int({ min: 1 }),
  parent: int({ min: 0 }),
  hide_empty: flag(),
  orderby: oneOf(TERM_ORDERBY, 'name'),
  order: oneOf(['asc', 'desc'] as const, 'asc'),
} satisfies ParamSpec
const userListParams = { context: context(), ...paging, include: intList(), slug: stringList() } satisfies ParamSpec
const mediaListParams = { context: context(), ...paging, include: intList() } satisfies ParamSpec
const searchParams = {
  context: context(),
  ...paging,
  search: text(),
  type: oneOf(['post'] as const, 'post'),
  subtype: oneOf(['any', 'post', 'page', ...SECTIONS.map((section) => section.type)] as const, 'any'),
} satisfies ParamSpec

/** The WordPress-compatible content API, mounted at /wp-json. */
export function createContentService({ db, siteUrl, now = () => new Date(), siteName = 'Quota' }: ContentServiceDeps) {
  const app = new Hono()
  const serialize = createSerializers(siteUrl)
  let blogCategoryId: Promise<number | null> | undefined
  const getBlogCategoryId = () =>
    (blogCategoryId ??= queryTerms(db, { taxonomy: 'category', slugs: [BLOG_CATEGORY_SLUG], page: 1, perPage: 1, orderby: 'id', order: 'asc' })
      .then(({ rows }) => rows[0]?.id ?? null)
      .catch((error) => {
        blogCategoryId = undefined
        throw error
      }))

  const { parsed, collection, single, countTotal, showsBody } = createResponders(siteUrl)
  const routes = createRouteIndex(siteUrl)
  const describe = (pattern: string, args: ParamSpec, schema?: () => Record<string, unknown>) => routes.describe({ pattern: `/wp/v2${pattern}`, namespace: 'wp/v2', args, schema })
  const ID = '/(?P<id>[\\d]+)'
  describe('/posts', postListParams, ITEM_SCHEMAS.post)
  describe(`/posts${ID}`, postItemParams(), ITEM_SCHEMAS.post)
  describe('/pages', pageListParams, ITEM_SCHEMAS.page)
  describe(`/pages${ID}`, postItemParams(), ITEM_SCHEMAS.page)
  describe('/media', mediaListParams, ITEM_SCHEMAS.attachment)
  describe(`/media${ID}`, { id: postItemParams().id, context: context() }, ITEM_SCHEMAS.attachment)
  for (const [route, taxonomy] of [
    ['categories', 'category'],
    ['tags', 'post_tag'],
    ['video_categories', 'video_category'],
  ] as const) {
    describe(`/${route}`, termListParams, () => ITEM_SCHEMAS.term(taxonomy))
    describe(`/${route}${ID}`, { id: about('Unique identifier for the term.', int({})), context: context() }, () => ITEM_SCHEMAS.term(taxonomy))
  }
  describe('/users', userListParams, ITEM_SCHEMAS.user)
  describe(`/users${ID}`, { id: about('Unique identifier for the user.', int({})), context: context() }, ITEM_SCHEMAS.user)
  describe('/search', searchParams, ITEM_SCHEMAS.searchResult)
  const embedSources = createEmbedSources(db)
  const embed = createEmbedder(embedSources, serialize)
  const previews = createPreviewTokens(db)

  const wantsEmbed = (c: Context) => c.req.query('_embed') !== undefined

  /** Serialises posts with their term ids, plus `_embedded` author, image and terms on request. */
  async function renderPosts(c: Context, rows: PostRow[]) {
    const termIds = termIdsOf(rows)
    const blogId = await getBlogCategoryId()
    const items = rows.map((row) => serialize.post(row, termIds.get(row.id)!, blogId))
    if (!wantsEmbed(c) || rows.length === 0) return items
    const embedded = await embed(rows, (row) => [termIds.get(row.id)!.categories, termIds.get(row.id)!.tags])
    return items.map((item, index) => ({ ...item, _embedded: embedded[index]! }))
  }

  app.use(wpHeaders(siteUrl))

  /** A refusal WordPress answers before querying (an edit context, an ordering missing its parameter). */
  const refused = (c: Context, refusal: Refusal | null) => (refusal ? wpError(c, refusal.status, refusal.code, refusal.message) : null)

  app.get('/wp/v2/posts', async (c) => {
    const q = parsed(c, postListParams)
    if (q instanceof Response) return q
    const refusal = refused(c, collectionRefusal(q))
    if (refusal) return refusal
    const query = { ...postQueryOf(q, ['categories', 'tags'], c.req.query('orderby') !== undefined), type: 'post' as const, sticky: q.sticky }
    const { rows, total } = await queryPosts(db, query, { countTotal: countTotal(c), withBody: showsBody(c) })
    return collection(c, await renderPosts(c, rows), total, q.per_page, q.page)
  })

  app.get('/wp/v2/posts/:id{[0-9]+}', async (c) => {
    const row = await findPostItem(c, db, 'post')
    if (row instanceof Response) return row
    const [item] = await renderPosts(c, [row])
    c.header('Link', `<${item!.link}>; rel="alternate"; type=text/html`)
    return single(c, item!)
  })

  /**
   * A back-office draft through its signed preview link (preview-tokens.ts), in the shape of the
   * WordPress plugin's quota/v1/preview: the post with its author, image and terms. Never cached.
   */
  app.get('/quota/v1/preview/:id{[0-9]+}', async (c) => {
    const id = Number(c.req.param('id'))
    if (!(await previews.verify(id, c.req.query('token') ?? ''))) return wpError(c, 401, 'rest_forbidden', 'The preview link has expired or is not valid.')
    const row = await findDraft(db, 'post', id)
    if (!row) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
    const termIds = termIdsOf([row])
    const blogId = await getBlogCategoryId()
    const [embedded] = await embed([row], () => [termIds.get(row.id)!.categories, termIds.get(row.id)!.tags])
    c.header('Cache-Control', 'private, no-store')
    return c.json({ ...serialize.post(row, termIds.get(row.id)!, blogId), _embedded: embedded })
  })

  app.get('/wp/v2/pages', async (c) => {
    const q = parsed(c, pageListParams)
    if (q instanceof Response) return q
    const refusal = refused(c, collectionRefusal(q))
    if (refusal) return refusal
    const { rows, total } = await queryPosts(db, { ...postQueryOf(q, [], c.req.query('orderby') !== undefined), type: 'page' })
    return collection(c, rows.map(serialize.page), total, q.per_page, q.page)
  })

  app.get('/wp/v2/pages/:id{[0-9]+}', async (c) => {
    const row = await findPostItem(c, db, 'page')
    if (row instanceof Response) return row
    c.header('Link', `<${siteUrl}/${row.slug}/>; rel="alternate"; type=text/html`)
    return single(c, serialize.page(row))
  })

  for (const [route, taxonomy] of [
    ['categories', 'category'],
    ['tags', 'post_tag'],
    ['video_categories', 'video_category'],
  ] as const) {
    app.get(`/wp/v2/${route}`, async (c) => {
      const q = parsed(c, termListParams)
      if (q instanceof Response) return q
      if (q.context === 'edit') return wpError(c, 401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit terms in this taxonomy.')
      const { rows, total } = await queryTerms(db, {
        taxonomy,
        page: q.page,
        perPage: q.per_page,
        search: q.search,
        slugs: q.slug,
        include: q.include,
        exclude: q.exclude,
        post: q.post,
        parent: q.parent,
        hideEmpty: q.hide_empty,
        orderby: q.orderby,
        order: q.order,
      })
      return collection(c, rows.map(serialize.term), total, q.per_page, q.page)
    })
    app.get(`/wp/v2/${route}/:id{[0-9]+}`, async (c) => {
      const row = await findTerm(db, taxonomy, Number(c.req.param('id')))
      if (!row) return wpError(c, 404, 'rest_term_invalid', 'Term does not exist.')
      return single(c, serialize.term(row))
    })
  }

  app.get('/wp/v2/users', async (c) => {
    const q = parsed(c, userListParams)
    if (q instanceof Response) return q
    if (q.context === 'edit') return wpError(c, 401, 'rest_forbidden_context', 'Sorry, you are not allowed to list users.')
    const { rows, total } = await queryAuthors(db, { page: q.page, perPage: q.per_page, include: q.include, slugs: q.slug })
    const avatars = new Map(
      (
        await findMediaByIds(
          db,
          rows.map((a) => a.avatarMediaId).filter((id): id is number => id !== null),
        )
      ).map((m) => [m.id, m]),
    )
    return collection(
      c,
      rows.map((a) => serialize.user(a, a.avatarMediaId ? avatars.get(a.avatarMediaId) : undefined)),
      total,
      q.per_page,
      q.page,
    )
  })

  app.get('/wp/v2/users/:id{[0-9]+}', async (c) => {
    const author = await findAuthor(db, Number(c.req.param('id')))
    if (!author) return wpError(c, 404, 'rest_user_invalid_id', 'Invalid user ID.')
    const avatar = author.avatarMediaId ? await findMedia(db, author.avatarMediaId) : null
    return single(c, serialize.user(author, avatar ?? undefined))
  })

  app.get('/wp/v2/media', async (c) => {
    const q = parsed(c, mediaListParams)
    if (q instanceof Response) return q
    if (q.context === 'edit') return wpError(c, 401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.')
    const { rows, total } = await queryMedia(db, { page: q.page, perPage: q.per_page, include: q.include })
    return collection(c, rows.map(serialize.mediaItem), total, q.per_page, q.page)
  })

  app.get('/wp/v2/media/:id{[0-9]+}', async (c) => {
    const row = await findMedia(db, Number(c.req.param('id')))
    if (!row) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
    return single(c, serialize.mediaItem(row))
  })

  app.get('/wp/v2/search', async (c) => {
    const q = parsed(c, searchParams)
    if (q instanceof Response) return q
    const { rows, total } = await queryPosts(db, {
      type: q.subtype === 'any' ? ['post', 'page', ...SECTIONS.map((section) => section.type)] : q.subtype,
      page: q.page,
      perPage: q.per_page,
      search: q.search,
      orderby: q.search ? 'relevance' : 'date',
      order: 'desc',
    })
    const termIds = termIdsOf(rows)
    const blogId = await getBlogCategoryId()
    const results = rows.map((row) => {
      const section = sectionOf(row.type)
      const url = section ? serialize.sectionLink(section.path(row)) : row.type === 'page' ? `${siteUrl}/${row.slug}/` : serialize.post(row, termIds.get(row.id)!, blogId).link
      const route = section ? section.type : row.type === 'page' ? 'pages' : 'posts'
      return {
        id: row.id,
        title: row.title,
        url,
        type: 'post',
        subtype: row.type,
        _links: {
          self: [{ embeddable: true, href: `${siteUrl}/wp-json/wp/v2/${route}/${row.id}` }],
          about: [{ href: `${siteUrl}/wp-json/wp/v2/types/${row.type}` }],
          collection: [{ href: `${siteUrl}/wp-json/wp/v2/search` }],
        },
      }
    })
    return collection(c, results, total, q.per_page, q.page)
  })

  app.route('/', createSectionRoutes({ db, siteUrl, now, routes, embedSources }))
  app.route('/', createSearchRoutes({ db, siteUrl, now, routes }))

  // The index: WordPress serves it at /wp-json/ and /wp-json alike.
  const serveIndex = async (c: Context) => {
    const [name, description] = await Promise.all([getOption(db, 'blogname'), getOption(db, 'blogdescription')])
    return c.json(routes.index({ name: typeof name === 'string' ? name : siteName, description: typeof description === 'string' ? description : '', now: now() }))
  }
  app.get('/', serveIndex)

  // rest_handle_options_request: the matching route's description with its schema, whatever the route.
  app.options('*', (c) => c.json(routes.options(apiPath(c))))

  // A mounted sub-app's notFound is not consulted: end the /wp-json space explicitly.
  app.all('*', (c) => {
    // Hono's strict routing leaves /wp-json/ (the address WordPress announces) to this catch-all.
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && apiPath(c) === '/') return serveIndex(c)
    const namespaceIndex = c.req.method === 'GET' || c.req.method === 'HEAD' ? routes.namespaceIndex(apiPath(c).slice(1)) : null
    if (namespaceIndex) return c.json(namespaceIndex)
    return wpError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.')
  })
  // What a purged content change makes stale here: the rows kept for _embed.
  return Object.assign(app, { forgetSharedRows: () => embedSources.forget() })
}
