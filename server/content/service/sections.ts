import type { SectionPostType } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { SECTIONS as CATALOGUE } from '#lib/sections.ts'
import { flag, int, oneOf, stringList, text, type Parser } from './params.ts'
import type { AcfCondition, AcfOrder, PostRow } from './posts-store.ts'

/**
 * The section post types as the content service serves them: per type, the ACF-style filters
 * it accepts besides WordPress's own collection parameters, the extra `orderby` values, the
 * taxonomies its posts carry and the public address of a post. Everything a route does with
 * a parameter is here; the routes only read this table.
 *
 * Every type: WordPress's own collection parameters (post-params.ts: context, page, per_page,
 * search, after, modified_after, author, author_exclude, before, modified_before, exclude,
 * include, offset, order, orderby plus the type's own values, slug, status, and its
 * taxonomies' <rest base> and <rest base>_exclude), _fields, _embed (author, featured image,
 * terms). Then, per type:
 *
 *   webinars   upcoming=1|0 (start_date from today / before today), categories=<topic ids>,
 *              orderby=start_date (start date and time)
 *   issues     special=1|0, orderby=issue_date
 *   videos     video_categories=<ids>, youtube_id=<ids>, series=<name>
 *   events     upcoming=1|0 (end_date from today / before today), format=virtual|in-person|hybrid,
 *              event_type=virtual-summit|conference, orderby=start_date
 *   lists      family=<slug, {product} filled>, year=<yyyy>, kind=list|award, orderby=year|family
 *   resources  asset_type=white-paper|e-book|report|guide|checklist|case-study, sponsor=<slug>
 *
 * List-valued filters take comma-separated values and match any of them. "Today" is the
 * date in the site's zone (America/New_York).
 */
export interface FilterContext {
  /** Today's date in the site's zone (YYYY-MM-DD). */
  today: string
}

/** One accepted query parameter: how it is validated, and the condition it adds (a term list is a taxonomy condition). */
export interface Filter<T> {
  parse: Parser<T>
  where(value: T, context: FilterContext): AcfCondition | number[] | undefined
}

/** `?name=a,b`: the field (a dotted path into groups) equals one of the values, type for type. */
function acfEquals<T extends string | number | boolean>(path: string, parse: Parser<T | T[] | undefined>): Filter<T | T[] | undefined> {
  const contain = (value: T) => path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>
  return {
    parse,
    where: (value) => {
      if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined
      return { contains: (Array.isArray(value) ? value : [value]).map(contain) }
    },
  }
}

/** `?name=text`: a row of one of these repeaters has `key` containing the text (a company on a list). */
function rowContains(arrays: string[], key: string): Filter<string | undefined> {
  return {
    parse: text(),
    // Fewer than two letters would match nearly every row: it matches none instead.
    where: (value) => (value === undefined ? undefined : value.trim().length < 2 ? { contains: [] } : { rowText: { arrays, key, text: value.trim() } }),
  }
}

/** `?upcoming=1` / `?upcoming=0`: the date field is today or later / before today. */
function upcoming(dateField: string): Filter<boolean | undefined> {
  return {
    parse: flag(),
    where: (value, { today }) => (value === undefined ? undefined : { compare: { field: dateField, op: value ? '>=' : '<', value: today } }),
  }
}

export interface SectionDef {
  type: SectionPostType
  taxonomies: Taxonomy[]
  /** Each filter has its own value type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each filter has its own value type; Filter is invariant in it
  filters: Record<string, Filter<any>>
  orderby: Record<string, AcfOrder>
  path(row: PostRow): string
}

/** What a type accepts beyond WordPress's own parameters; a type not named here takes only those. */
const QUERIES: Partial<Record<SectionPostType, Pick<SectionDef, 'filters' | 'orderby'>>> = {
  webinars: {
    filters: { upcoming: upcoming('start_date') },
    orderby: { start_date: { acf: ['start_date', 'start_time'] } },
  },
  issues: {
    filters: { special: acfEquals('special', flag()) },
    orderby: { issue_date: { acf: ['issue_date'] } },
  },
  videos: {
    filters: { youtube_id: acfEquals('youtube_id', stringList()), series: acfEquals('series', text()) },
    orderby: {},
  },
  events: {
    filters: {
      upcoming: upcoming('end_date'),
      format: acfEquals('format', stringList()),
      event_type: acfEquals('event_type', stringList()),
    },
    orderby: { start_date: { acf: ['start_date', 'start_time'] } },
  },
  lists: {
    filters: {
      family: acfEquals('family', stringList()),
      year: acfEquals('year', int({ min: 1900, max: 2200 })),
      kind: acfEquals('kind', oneOf(['list', 'award'] as const)),
      // Not WordPress's: the plugin adds it as a meta query on the entries and winners repeaters.
      company: rowContains(['entries', 'winners'], 'company'),
    },
    orderby: { year: { acf: ['year'], numeric: true }, family: { acf: ['family', 'year'] } },
  },
  resources: {
    filters: { asset_type: acfEquals('asset_type', stringList()), sponsor: acfEquals('sponsor.slug', stringList()) },
    orderby: {},
  },
}

/** Taxonomies of a type's own beside topics: WordPress's recorded video_categories. */
const OWN_TAXONOMIES: Partial<Record<SectionPostType, Taxonomy[]>> = { videos: ['video_category'] }

/** The catalogue's sections (lib/sections.ts), in its order, with what the service does with each. */
export const SECTIONS: SectionDef[] = CATALOGUE.map((section) => ({
  type: section.type,
  taxonomies: [...(OWN_TAXONOMIES[section.type] ?? []), ...(section.topics ? (['category'] as const) : [])],
  filters: QUERIES[section.type]?.filters ?? {},
  orderby: QUERIES[section.type]?.orderby ?? {},
  path: (row) => section.itemPath({ id: row.id, slug: row.slug, fields: row.acf as Record<string, unknown>, publishedAt: row.publishedAt }),
}))

export const sectionOf = (type: string) => SECTIONS.find((section) => section.type === type)
