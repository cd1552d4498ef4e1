import type { SectionPostType } from '#db/schema/index.ts'
import { SECTION_FIELDS, type SectionField } from '#lib/section-fields.ts'

/**
 * The ACF field groups of the section post types: the allow-list of what `acf` carries on the
 * wire, each value cast the way ACF returns it (a missing boolean is false, a missing list
 * is [], a missing group is null). They are the fields the editor keeps (lib/section-fields.ts),
 * then the few the editor does not show (a list's entries, a resource's file details), so a
 * new section's fields are written once.
 */
type FieldKind = 'bool' | 'int' | 'string' | 'object' | 'list' | 'link'

interface FieldDef {
  kind: FieldKind
  /** Keys of a group (or of each row of a list) that hold site-relative links, sent absolute. */
  links?: string[]
}

const WIRE_KINDS: Record<SectionField['kind'], FieldKind> = {
  text: 'string',
  textarea: 'string',
  date: 'string',
  time: 'string',
  select: 'string',
  number: 'int',
  checkbox: 'bool',
  address: 'link',
  file: 'link',
  group: 'object',
  rows: 'list',
  people: 'list',
}

/** Fields sent beside the editor's: filled by imports, the video service and the lists' own screens. */
const NOT_EDITED: Partial<Record<SectionPostType, Record<string, FieldKind>>> = {
  videos: { channel_id: 'string', channel_name: 'string' },
  // introduction: HTML; entries: [{rank, company, person?, title?, segment, metric, previous_rank, change, summary, website, headquarters}];
  // categories (awards): [{slug, name, description}]; winners (awards): [{category, level, company, person?, title?, summary, website}]
  lists: { introduction: 'string', entries: 'list', categories: 'list', winners: 'list' },
  // The file's MIME type, its size in bytes, its pages.
  resources: { file_type: 'string', file_size: 'int', pages: 'int' },
}

/** Parts of groups and rows the editor keeps as they are (a speaker's photo) that hold site-relative links. */
const LINKS: Partial<Record<SectionPostType, Record<string, string[]>>> = {
  webinars: { presenter: ['photo'], sponsor: ['logo'], panelists: ['photo'] },
  issues: { table_of_contents: ['url'] },
  events: { sponsors: ['logo'] },
  resources: { sponsor: ['logo'] },
}

function fieldsOf(type: SectionPostType): [string, FieldDef][] {
  const links = LINKS[type] ?? {}
  const withLinks = (name: string, kind: FieldKind): [string, FieldDef] => [name, links[name] ? { kind, links: links[name] } : { kind }]
  return [...SECTION_FIELDS[type].map((field) => withLinks(field.name, WIRE_KINDS[field.kind])), ...Object.entries(NOT_EDITED[type] ?? {}).map(([name, kind]) => withLinks(name, kind))]
}

/** The ACF field names a post type has, in order: what a request may filter or sort on. */
export const acfFieldNames = (type: SectionPostType) => fieldsOf(type).map(([name]) => name)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Serialises stored field values for the wire; `absolute` turns a site path into a URL. */
export function serializeAcf(type: SectionPostType, stored: Record<string, unknown>, absolute: (path: string) => string): Record<string, unknown> {
  const link = (value: unknown) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? absolute(value) : value)
  const withLinks = (row: unknown, keys: string[] | undefined) =>
    isRecord(row) && keys ? { ...row, ...Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, link(row[key])])) } : row
  const out: Record<string, unknown> = {}
  for (const [name, def] of fieldsOf(type)) {
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
