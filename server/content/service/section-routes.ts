import { Hono, type Context } from 'hono'
import type { Database } from '#db/client.ts'
import type { SectionPostType } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { todayIn } from '#lib/zoned-time.ts'
import { createEmbedder, type EmbedSources } from './embed.ts'
import { getOption } from './options-store.ts'
import type { RouteIndex } from './discovery.ts'
import { ITEM_SCHEMAS } from './item-schemas.ts'
import type { ParamSpec } from './params.ts'
import { collectionRefusal, postCollectionParams, postItemParams, postQueryOf, type PostParams } from './post-params.ts'
import { findPostItem } from './post-item.ts'
import { findPost, termIdsOf, queryPosts, TERM_LIST, type AcfCondition, type PostRow } from './posts-store.ts'
import { sectionOf, SECTIONS, type SectionDef } from './sections.ts'
import { createSerializers } from './serialize.ts'
import { wpError } from './wp-errors.ts'
import { createResponders } from './wp-response.ts'

/**
 * The section post types (route table in sections.ts), the ACF-to-REST options routes and the
 * publisher's daily-video route, answering exactly as the recorded WordPress does.
 */
/** The rest base WordPress gives each taxonomy's parameters. */
const REST_BASE: Record<Taxonomy, string> = { category: 'categories', post_tag: 'tags', video_category: 'video_categories' }

/**
 * ACF options-page fields. A post-object field answers the raw post row, or false; a stored field
 * (a repeater, a text area) answers what is stored, or null when it was never set, as ACF does.
 */
const OPTION_FIELDS: Record<string, { postType: SectionPostType } | { stored: true }> = {
  current_issue: { postType: 'issues' },
  daily_video: { postType: 'videos' },
  /** Repeater: [{ old_address, article }], the old site's article addresses and the post each now is. */
  legacy_articles: { stored: true },
  /** Text area: the lines of /ads.txt. */
  ads_txt: { stored: true },
}

export function createSectionRoutes({ db, siteUrl, now, routes, embedSources }: { db: Database; siteUrl: string; now: () => Date; routes: RouteIndex; embedSources: EmbedSources }) {
  const app = new Hono()
  const serialize = createSerializers(siteUrl)
  const embed = createEmbedder(embedSources, serialize)
  const { parsed, collection, single, apiRoot, countTotal, showsBody } = createResponders(siteUrl)

  async function render(c: Context, section: SectionDef, rows: PostRow[]) {
    const termIds = termIdsOf(rows)
    const termLists = (row: PostRow) => section.taxonomies.map((taxonomy) => termIds.get(row.id)![TERM_LIST[taxonomy]])
    const items = rows.map((row) =>
      serialize.sectionPost(
        row,
        section.type,
        section.path(row),
        section.taxonomies.map((taxonomy, index) => ({ taxonomy, ids: termLists(row)[index]! })),
      ),
    )
    if (c.req.query('_embed') === undefined || rows.length === 0) return items
    const embedded = await embed(rows, termLists)
    return items.map((item, index) => ({ ...item, _embedded: embedded[index]! }))
  }

  for (const section of SECTIONS) {
    const taxonomies = section.taxonomies.map((taxonomy) => REST_BASE[taxonomy])
    const spec: ParamSpec = {
      ...postCollectionParams({ taxonomies, orderby: Object.keys(section.orderby) }),
      ...Object.fromEntries(Object.entries(section.filters).map(([name, filter]) => [name, filter.parse])),
    }

    const list = async (c: Context) => {
      const q = parsed(c, spec) as (Record<string, unknown> & PostParams) | Response
      if (q instanceof Response) return q
      const refusal = collectionRefusal(q)
      if (refusal) return wpError(c, refusal.status, refusal.code, refusal.message)
      const context = { today: todayIn(SITE_TIME_ZONE, now()) }
      const acf: AcfCondition[] = []
      const terms: number[][] = []
      for (const [name, filter] of Object.entries(section.filters)) {
        const condition = filter.where(q[name], context)
        if (Array.isArray(condition)) terms.push(condition)
        else if (condition) acf.push(condition)
      }
      const query = postQueryOf(q, taxonomies, c.req.query('orderby') !== undefined)
      const { rows, total } = await queryPosts(
        db,
        {
          ...query,
          type: section.type,
          terms: [...query.terms!, ...terms],
          acf,
          orderby: section.orderby[q.orderby] ?? query.orderby,
        },
        { countTotal: countTotal(c), withBody: showsBody(c) },
      )
      return collection(c, await render(c, section, rows), total, q.per_page, q.page)
    }
    const schema = () =>
      ITEM_SCHEMAS.section(
        section.type,
        section.taxonomies.map((taxonomy) => ({ base: REST_BASE[taxonomy], taxonomy })),
      )
    routes.describe({ pattern: `/wp/v2/${section.type}`, namespace: 'wp/v2', args: spec, schema })
    routes.describe({ pattern: `/wp/v2/${section.type}/(?P<id>[\\d]+)`, namespace: 'wp/v2', args: postItemParams(), schema })
    // WordPress answers its routes with or without a trailing slash (the magazine asks `issues/?per_page=38`).
    app.get(`/wp/v2/${section.type}`, list)
    app.get(`/wp/v2/${section.type}/`, list)

    app.get(`/wp/v2/${section.type}/:id{[0-9]+}`, async (c) => {
      const row = await findPostItem(c, db, section.type)
      if (row instanceof Response) return row
      const [item] = await render(c, section, [row])
      c.header('Link', `<${item!.link}>; rel="alternate"; type=text/html`)
      return single(c, item!)
    })
  }

  async function optionValue(name: string): Promise<unknown> {
    const field = OPTION_FIELDS[name]
    if (!field) return null
    const stored = await getOption(db, name)
    if ('stored' in field) return stored ?? null
    const id = Number(stored)
    const row = Number.isInteger(id) && id > 0 ? await findPost(db, field.postType, id) : null
    return row ? serialize.rawPost(row, serialize.sectionLink(sectionOf(field.postType)!.path(row))) : false
  }

  // The publisher's routes take no parameters (site-content.php registers them without args).
  routes.describe({ pattern: '/acf/v3/options/(?P<id>[\\w\\-]+)', namespace: 'acf/v3', args: {} })
  routes.describe({ pattern: '/acf/v3/options/(?P<id>[\\w\\-]+)/(?P<field>[\\w\\-]+)', namespace: 'acf/v3', args: {} })
  routes.describe({ pattern: '/sp/v1/daily_video', namespace: 'sp/v1', args: {} })

  // ACF to REST API v3: /acf/v3/options/<id> → {"acf": {...}}; /acf/v3/options/<id>/<field> → {"<field>": value}.
  app.get('/acf/v3/options/:id{[\\w-]+}', async (c) => {
    const values = await Promise.all(Object.keys(OPTION_FIELDS).map(async (name) => [name, await optionValue(name)] as const))
    c.header('Link', apiRoot())
    return c.json({ acf: Object.fromEntries(values) })
  })

  app.get('/acf/v3/options/:id{[\\w-]+}/:field{[\\w-]+}', async (c) => {
    const name = c.req.param('field')
    c.header('Link', apiRoot())
    return c.json({ [name]: await optionValue(name) })
  })

  /** Today's video on the editors' calendar, else the chosen daily video, else the newest published one: {"video_id": "<YouTube id>"}. */
  app.get('/sp/v1/daily_video', async (c) => {
    c.header('Link', apiRoot())
    const calendar = (await getOption(db, 'daily_video_calendar')) as Record<string, unknown> | undefined
    const chosen = Number(calendar?.[todayIn(SITE_TIME_ZONE, now())] ?? (await getOption(db, 'daily_video')))
    let row = Number.isInteger(chosen) && chosen > 0 ? await findPost(db, 'videos', chosen) : null
    row ??= (await queryPosts(db, { type: 'videos', page: 1, perPage: 1, orderby: 'date', order: 'desc' })).rows[0] ?? null
    const videoId = row && typeof row.acf.youtube_id === 'string' ? row.acf.youtube_id : ''
    if (!videoId) return wpError(c, 404, 'no_daily_video', 'No video is published.')
    return c.json({ video_id: videoId })
  })

  return app
}
