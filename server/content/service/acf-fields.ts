import type { SectionPostType } from '#db/schema/index.ts'

/**
 * The ACF field groups of the section post types: the allow-list of what `acf` carries on the
 * wire, each value cast the way ACF returns it (a missing boolean is false, a missing list
 * is [], a missing group is null). The first fields of each type are those of the recorded
 * WordPress (tests/fixtures/wordpress/site-content.php); the rest are ours.
 */
type FieldKind = 'bool' | 'int' | 'string' | 'object' | 'list' | 'link'

interface FieldDef {
  kind: FieldKind
  /** Keys of a group (or of each row of a list) that hold site-relative links, sent absolute. */
  links?: string[]
}

const field = (kind: FieldKind, links?: string[]): FieldDef => (links ? { kind, links } : { kind })

export const ACF_FIELDS: Record<SectionPostType, Record<string, FieldDef>> = {
  webinars: {
    start_date: field('string'), // Y-m-d, in time_zone
    start_time: field('string'), // H:i
    end_time: field('string'), // H:i
    time_zone: field('string'), // IANA name
    presenter: field('object', ['photo']), // {name, title, company, bio, photo}
    sponsor: field('object', ['logo']), // {name, slug, url, logo}
    registration_open: field('bool'),
    registration_form: field('list'), // [{name, label, type, required, options?}]
    recording_video_id: field('string'), // YouTube id once the recording is up, else ""
    panelists: field('list', ['photo']), // more speakers, as presenter
  },
  issues: {
    special: field('bool'),
    issue_date: field('string'), // Y-m-d, first day of the issue month
    volume: field('int'),
    issue_number: field('int'),
    cover_story: field('string'),
    table_of_contents: field('list', ['url']), // [{section, title, page, post_id, url}]
    digital_edition: field('link'), // the issue as a PDF
  },
  videos: {
    youtube_id: field('string'),
    duration: field('string'), // m:ss or h:mm:ss
    series: field('string'),
    channel_id: field('string'),
    channel_name: field('string'),
  },
  events: {
    event_type: field('string'), // virtual-summit | conference
    format: field('string'), // virtual | in-person | hybrid
    start_date: field('string'),
    end_date: field('string'),
    start_time: field('string'),
    end_time: field('string'),
    time_zone: field('string'),
    venue: field('object'), // {name, address, city, region, country} or null when virtual
    agenda: field('list'), // [{date, start_time, end_time, title, speakers: [{name, title, company}]}]
    sponsors: field('list', ['logo']), // [{name, url, level, logo}]
    registration_url: field('link'),
    registration_open: field('bool'),
    price: field('string'),
  },
  lists: {
    family: field('string'), // the family slug, {product} filled in
    year: field('int'),
    kind: field('string'), // list | award
    introduction: field('string'), // HTML
    methodology: field('string'), // HTML
    metric_label: field('string'),
    segments: field('list'), // [{slug, name, description}]
    entries: field('list'), // [{rank, company, person?, title?, segment, metric, previous_rank, change, summary, website, headquarters}]
    categories: field('list'), // awards: [{slug, name, description}]
    winners: field('list'), // awards: [{category, level, company, person?, title?, summary, website}]
  },
  resources: {
    asset_type: field('string'), // white-paper | e-book | report | guide | checklist | case-study
    sponsor: field('object', ['logo']), // {name, slug, url, logo}
    file: field('link'), // the asset: an uploads link, or a private path (db/private-files.ts) when gated
    file_type: field('string'), // MIME type
    file_size: field('int'), // bytes
    pages: field('int'),
    summary: field('string'),
    gated: field('bool'),
  },
}

/** The ACF field names a post type has, in order: what a request may filter or sort on. */
export const acfFieldNames = (type: SectionPostType) => Object.keys(ACF_FIELDS[type])

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Serialises stored field values for the wire; `absolute` turns a site path into a URL. */
export function serializeAcf(type: SectionPostType, stored: Record<string, unknown>, absolute: (path: string) => string): Record<string, unknown> {
  const link = (value: unknown) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? absolute(value) : value)
  const withLinks = (row: unknown, keys: string[] | undefined) =>
    isRecord(row) && keys ? { ...row, ...Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, link(row[key])])) } : row
  const out: Record<string, unknown> = {}
  for (const [name, def] of Object.entries(ACF_FIELDS[type])) {
    const value = stored[name]
    switch (def.kind) {
      case 'bool':
        out[name] = value === true || value === 1 || value === '1' || value === 'true'
        break
      case 'int':
        out[name] = value === '' || value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Math.trunc(Number(value))
        break
      case 'object':
        out[name] = isRecord(value) && Object.keys(value).length > 0 ? withLinks(value, def.links) : null
        break
      case 'list':
        out[name] = Array.isArray(value) ? value.map((row) => withLinks(row, def.links)) : []
        break
      case 'link':
        out[name] = typeof value === 'string' ? link(value) : ''
        break
      default:
        out[name] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''
    }
  }
  return out
}
