import { about, date, early, flag, int, intList, oneOf, paging, postStatus, stringList, text, type ParamSpec, type ParsedParams } from './params.ts'
import type { PostOrderBy, PostQuery } from './posts-store.ts'

/**
 * The collection parameters of WordPress 6.1's posts controller (get_collection_params), as
 * posts, pages and the section types accept them, in WordPress's order and with its words.
 */
export const CONTEXTS = ['view', 'embed', 'edit'] as const
export const context = () => about('Scope under which the request is made; determines fields present in response.', early(oneOf(CONTEXTS, 'view')))
export const search = () => about('Limit results to those matching a string.', early(text()))

export const POST_ORDERBY = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'] as const

interface PostParamOptions {
  /** Hierarchical types with page attributes (pages): parent, parent_exclude, menu_order. */
  hierarchical?: boolean
  /** The rest bases of the type's taxonomies (posts: categories, tags). */
  taxonomies?: readonly string[]
  /** Posts only. */
  sticky?: boolean
  /** orderby values beyond WordPress's (a section's ACF fields). */
  orderby?: readonly string[]
}

export function postCollectionParams({ hierarchical = false, taxonomies = [], sticky = false, orderby = [] }: PostParamOptions = {}) {
  const ids = (description: string) => about(description, intList())
  const taxonomyParams: ParamSpec = {}
  if (taxonomies.length > 0) {
    taxonomyParams.tax_relation = about('Limit result set based on relationship between multiple taxonomies.', oneOf(['AND', 'OR'] as const))
    for (const base of taxonomies) {
      taxonomyParams[base] = ids(`Limit result set to items with specific terms assigned in the ${base} taxonomy.`)
      taxonomyParams[`${base}_exclude`] = ids(`Limit result set to items except those with specific terms assigned in the ${base} taxonomy.`)
    }
  }
  return {
    context: context(),
    ...paging,
    search: search(),
    after: about('Limit response to posts published after a given ISO8601 compliant date.', date()),
    modified_after: about('Limit response to posts modified after a given ISO8601 compliant date.', date()),
    author: ids('Limit result set to posts assigned to specific authors.'),
    author_exclude: ids('Ensure result set excludes posts assigned to specific authors.'),
    before: about('Limit response to posts published before a given ISO8601 compliant date.', date()),
    modified_before: about('Limit response to posts modified before a given ISO8601 compliant date.', date()),
    exclude: ids('Ensure result set excludes specific IDs.'),
    include: ids('Limit result set to specific IDs.'),
    ...(hierarchical && { menu_order: about('Limit result set to posts with a specific menu_order value.', int({})) }),
    offset: about('Offset the result set by a specific number of items.', int({})),
    order: about('Order sort attribute ascending or descending.', oneOf(['asc', 'desc'] as const, 'desc')),
    orderby: about('Sort collection by post attribute.', oneOf([...POST_ORDERBY, ...(hierarchical ? ['menu_order'] : []), ...orderby], 'date')),
    ...(hierarchical && {
      parent: about('Limit result set to items with particular parent IDs.', intList({ min: 0 })),
      parent_exclude: about('Limit result set to all items except those of a particular parent ID.', intList({ min: 0 })),
    }),
    slug: about('Limit result set to posts with one or more specific slugs.', stringList()),
    status: about('Limit result set to posts assigned one or more statuses.', postStatus()),
    ...taxonomyParams,
    ...(sticky && { sticky: about('Limit result set to items that are sticky.', flag()) }),
  } satisfies ParamSpec
}

/** One post, page or section item: GET /wp/v2/<type>/<id>. */
export const postItemParams = () =>
  ({
    id: about('Unique identifier for the post.', int({})),
    context: context(),
    password: about('The password for the post if it is password protected.', text()),
  }) satisfies ParamSpec

export type PostParams = ParsedParams<ReturnType<typeof postCollectionParams>>

export interface Refusal {
  status: 400 | 401 | 403
  code: string
  message: string
}

/**
 * What WordPress refuses once the parameters are valid: the edit context to a visitor who may
 * not edit (get_items_permissions_check; no one signs in to this API), then orderings that
 * need a parameter that is missing (get_items).
 */
export function collectionRefusal(q: Pick<PostParams, 'context' | 'orderby' | 'search' | 'include'>): Refusal | null {
  if (q.context === 'edit') return { status: 401, code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit posts in this post type.' }
  if (q.orderby === 'relevance' && !q.search) return { status: 400, code: 'rest_no_search_term_defined', message: 'You need to define a search term to order by relevance.' }
  if (q.orderby === 'include' && q.include.length === 0) {
    return { status: 400, code: 'rest_orderby_include_missing_include', message: 'You need to define an include parameter to order by include.' }
  }
  return null
}

/** get_item_permissions_check for a post that exists: no edit context, and no password (no post here has one). */
export function itemRefusal(q: { context: string; password?: string }): Refusal | null {
  if (q.context === 'edit') return { status: 401, code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit this post.' }
  if (q.password) return { status: 403, code: 'rest_post_incorrect_password', message: 'Incorrect post password.' }
  return null
}

/**
 * WordPress's collection parameters as a store query. The taxonomy parameters are read by
 * rest base; a search sorts by relevance unless an order was asked for.
 */
export function postQueryOf(q: Record<string, unknown> & PostParams, taxonomies: readonly string[], orderAsked: boolean): Omit<PostQuery, 'type' | 'orderby'> & { orderby: PostOrderBy } {
  const list = (name: string) => (q[name] as number[] | undefined) ?? []
  return {
    page: q.page,
    perPage: q.per_page,
    // WP_Query skips `offset` when empty and takes its absolute value (absint).
    offset: q.offset ? Math.abs(q.offset) : undefined,
    search: q.search,
    slugs: q.slug,
    include: q.include,
    exclude: q.exclude,
    authors: q.author,
    authorsExclude: q.author_exclude,
    parents: list('parent'),
    parentsExclude: list('parent_exclude'),
    menuOrder: q.menu_order as number | undefined,
    before: q.before,
    after: q.after,
    modifiedBefore: q.modified_before,
    modifiedAfter: q.modified_after,
    terms: taxonomies.map(list),
    termsExclude: taxonomies.map((base) => list(`${base}_exclude`)),
    taxRelation: q.tax_relation as 'AND' | 'OR' | undefined,
    orderby: q.search && !orderAsked ? 'relevance' : (q.orderby as PostOrderBy),
    order: q.order,
  }
}
