import { Hono, type Context } from 'hono'
import type { Database } from '#db/client.ts'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import { flag, int, intList, oneOf, paging, stringList, text, type ParamSpec } from './params.ts'
import { collectionRefusal, itemRefusal, postCollectionParams, postItemParams, postQueryOf, type Refusal } from './post-params.ts'
import { createEmbedder } from './embed.ts'
import { findAuthor, findMedia, findMediaByIds, queryAuthors, queryMedia } from './people-store.ts'
import { findPost, loadTermIds, queryPosts, type PostRow } from './posts-store.ts'
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
}

const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'count'] as const

/** Accepted parameters per endpoint: a flat, declarative table (anything else is ignored). */
const postListParams = postCollectionParams({ taxonomies: ['categories', 'tags'], sticky: true })
const pageListParams = postCollectionParams({ hierarchical: true })
const itemParams = (({ id: _id, ...rest }) => rest)(postItemParams())
const termListParams = {
  ...paging,
  search: text(),
  slug: stringList(),
  include: intList(),
  exclude: intList(),
  post: int({ min: 1 }),
  hide_empty: flag(),
  orderby: oneOf(TERM_ORDERBY, 'name'),
  order: oneOf(['asc', 'desc'] as const, 'asc'),
} satisfies ParamSpec
const userListParams = { ...paging, include: intList(), slug: stringList() } satisfies ParamSpec
const mediaListParams = { ...paging, include: intList() } satisfies ParamSpec
const searchParams = {
  ...paging,
  search: text(),
  type: oneOf(['post'] as const, 'post'),
  subtype: oneOf(['any', 'post', 'page', ...SECTIONS.map((section) => section.type)] as const, 'any'),
} satisfies ParamSpec

/** The WordPress-compatible content API, mounted at /wp-json. */
export function createContentService({ db, siteUrl, now = () => new Date() }: ContentServiceDeps) {
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

  const { parsed, collection, single } = createResponders(siteUrl)
  const embed = createEmbedder(db, serialize)

  const wantsEmbed = (c: Context) => c.req.query('_embed') !== undefined

  /** Serialises posts with their term ids, plus `_embedded` author, image and terms on request. */
  async function renderPosts(c: Context, rows: PostRow[]) {
    const [termIds, blogId] = await Promise.all([loadTermIds(db, rows.map((row) => row.id)), getBlogCategoryId()])
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
    const { rows, total } = await queryPosts(db, { ...postQueryOf(q, ['categories', 'tags'], c.req.query('orderby') !== undefined), type: 'post', sticky: q.sticky })
    return collection(c, await renderPosts(c, rows), total, q.per_page, q.page)
  })

  app.get('/wp/v2/posts/:id{[0-9]+}', async (c) => {
    const q = parsed(c, itemParams)
    if (q instanceof Response) return q
    const row = await findPost(db, 'post', Number(c.req.param('id')))
    if (!row) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
    const refusal = refused(c, itemRefusal(q))
    if (refusal) return refusal
    const [item] = await renderPosts(c, [row])
    c.header('Link', `<${item!.link}>; rel="alternate"; type=text/html`)
    return single(c, item!)
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
    const q = parsed(c, itemParams)
    if (q instanceof Response) return q
    const row = await findPost(db, 'page', Number(c.req.param('id')))
    if (!row) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
    const refusal = refused(c, itemRefusal(q))
    if (refusal) return refusal
    c.header('Link', `<${siteUrl}/${row.slug}/>; rel="alternate"; type=text/html`)
    return single(c, serialize.page(row))
  })

  for (const [route, taxonomy] of [['categories', 'category'], ['tags', 'post_tag'], ['video_categories', 'video_category']] as const) {
    app.get(`/wp/v2/${route}`, async (c) => {
      const q = parsed(c, termListParams)
      if (q instanceof Response) return q
      const { rows, total } = await queryTerms(db, {
        taxonomy,
        page: q.page,
        perPage: q.per_page,
        search: q.search,
        slugs: q.slug,
        include: q.include,
        exclude: q.exclude,
        post: q.post,
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
    const { rows, total } = await queryAuthors(db, { page: q.page, perPage: q.per_page, include: q.include, slugs: q.slug })
    const avatars = new Map((await findMediaByIds(db, rows.map((a) => a.avatarMediaId).filter((id): id is number => id !== null))).map((m) => [m.id, m]))
    return collection(c, rows.map((a) => serialize.user(a, a.avatarMediaId ? avatars.get(a.avatarMediaId) : undefined)), total, q.per_page, q.page)
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
    const [termIds, blogId] = await Promise.all([loadTermIds(db, rows.map((row) => row.id)), getBlogCategoryId()])
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

  app.route('/', createSectionRoutes({ db, siteUrl, now }))

  // A mounted sub-app's notFound is not consulted: end the /wp-json space explicitly.
  app.all('*', (c) => wpError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.'))
  return app
}
