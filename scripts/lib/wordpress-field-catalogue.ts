import { SECTION_FIELDS, TIME_ZONES, WEB_ADDRESS, type SectionField, type ValueField } from '#lib/section-fields.ts'
import type { SectionType } from '#lib/sections.ts'

/**
 * The section fields as the WordPress plugin reads them (wordpress/quota-content/fields.json):
 * lib/section-fields.ts's catalogue, written out as JSON so the plugin registers, checks and shows
 * the same fields without a build step on the server, plus the fields the site reads that no
 * editing form shows (a list's entries, a sponsor's logo...), marked `edited: false`: WordPress
 * keeps and checks them, the REST API and imports write them. `npm run wordpress:fields` writes
 * the file; tests/plugin-field-catalogue.test.ts fails when it is out of date.
 */
type Kind = ValueField['kind'] | 'time_zone' | 'choices'
export interface CatalogueField {
  name: string
  label: string
  kind: Kind | 'group' | 'rows'
  required?: boolean
  hint?: string
  options?: readonly string[]
  pattern?: string
  pattern_message?: string
  parts?: CatalogueField[]
  columns?: CatalogueField[]
  blank?: number
  edited?: false
}

const kept = (name: string, label: string, kind: ValueField['kind'], required = false): ValueField => ({ name, label, kind, required })
const photo = kept('photo', 'Photo (address)', 'address')
/** What the site reads beyond the form: parts of a group or columns of rows, by field name. */
const KEPT_PARTS: Partial<Record<SectionType, Record<string, SectionField[]>>> = {
  webinars: { presenter: [photo], panelists: [kept('bio', 'Short bio', 'textarea'), photo], sponsor: [kept('logo', 'Logo (address)', 'address'), kept('level', 'Tier', 'text')] },
  issues: { table_of_contents: [kept('url', 'Address', 'address')] },
  events: { sponsors: [kept('logo', 'Logo (address)', 'address')] },
  resources: { sponsor: [kept('logo', 'Logo (address)', 'address'), kept('level', 'Tier', 'text')] },
}
const segmentColumns = [kept('name', 'Name', 'text', true), kept('slug', 'Short name', 'text', true), kept('description', 'Description', 'text')]
/** Whole fields the site reads that no form shows. */
const KEPT_FIELDS: Partial<Record<SectionType, SectionField[]>> = {
  videos: [kept('channel_id', 'YouTube channel id', 'text'), kept('channel_name', 'YouTube channel', 'text')],
  lists: [
    kept('introduction', 'Introduction', 'textarea'),
    {
      name: 'entries',
      label: 'Entries',
      kind: 'rows',
      item: 'Entry',
      blank: 0,
      columns: [
        kept('rank', 'Rank', 'number', true),
        kept('company', 'Company', 'text'),
        kept('person', 'Person', 'text'),
        kept('title', 'Job title', 'text'),
        kept('segment', 'Segment', 'text'),
        kept('metric', 'Figure', 'number'),
        kept('previous_rank', 'Previous rank', 'number'),
        kept('change', 'Change', 'number'),
        kept('summary', 'Summary', 'textarea'),
        kept('website', 'Website', 'address'),
        kept('headquarters', 'Headquarters', 'text'),
      ],
    },
    { name: 'categories', label: 'Award categories', kind: 'rows', item: 'Category', blank: 0, columns: segmentColumns },
    {
      name: 'winners',
      label: 'Winners',
      kind: 'rows',
      item: 'Winner',
      blank: 0,
      columns: [
        kept('category', 'Category', 'text', true),
        kept('level', 'Level', 'text'),
        kept('company', 'Company', 'text'),
        kept('person', 'Person', 'text'),
        kept('title', 'Job title', 'text'),
        kept('summary', 'Summary', 'textarea'),
        kept('website', 'Website', 'address'),
      ],
    },
  ],
  resources: [kept('file_type', 'File type', 'text'), kept('file_size', 'File size (bytes)', 'number'), kept('pages', 'Pages', 'number')],
}

function written(field: SectionField, edited: boolean): CatalogueField {
  const shown: CatalogueField = { name: field.name, label: field.label, kind: field.kind }
  if (!edited) shown.edited = false
  if ('hint' in field && field.hint) shown.hint = field.hint
  if (field.kind === 'group' || field.kind === 'rows') return { ...shown, ...(field.kind === 'rows' ? { blank: field.blank } : {}) }
  if (field.required) shown.required = true
  // The zones are a suggestion: any zone PHP knows is taken (and a stored one kept).
  if (field.options === TIME_ZONES) return { ...shown, kind: 'time_zone' }
  if (field.options) shown.options = field.options
  if (field.pattern) {
    if (field.pattern.flags) throw new Error(`${field.name}: a pattern with flags has no JSON Schema form`)
    shown.pattern = field.pattern.source
    shown.pattern_message = field.patternMessage
  }
  return shown
}

function withKept(field: SectionField, extra: SectionField[] = [], edited = true): CatalogueField {
  const shown = written(field, edited)
  if (field.kind === 'group') shown.parts = [...field.parts.map((part) => written(part, edited)), ...extra.map((part) => written(part, false))]
  if (field.kind === 'rows') shown.columns = [...field.columns.map((column) => written(column, edited)), ...extra.map((column) => written(column, false))]
  // A form field's options are stored as a list; the form takes them separated by commas.
  if (field.name === 'registration_form') shown.columns = shown.columns!.map((column) => (column.name === 'options' ? { ...column, kind: 'choices' } : column))
  return shown
}

/**
 * A case-insensitive pattern without its flag: JSON Schema patterns have none (and PCRE's inline
 * `(?i)` is not ECMAScript, which schema readers such as ajv use), so each letter outside a
 * character class and not escaped becomes a class of both cases: `https` → `[hH][tT][tT][pP][sS]`.
 */
function caseless(pattern: RegExp): string {
  if (pattern.flags !== 'i') throw new Error(`${pattern}: only the i flag is written out`)
  let inClass = false
  return pattern.source.replace(/\\.|\[|\]|[a-z]/gi, (token) => {
    if (token === '[') inClass = true
    else if (token === ']') inClass = false
    else if (token.length === 1 && !inClass) return `[${token.toLowerCase()}${token.toUpperCase()}]`
    return token
  })
}

export function wordpressFieldCatalogue() {
  const sections = Object.fromEntries(
    Object.entries(SECTION_FIELDS).map(([type, fields]) => [
      type,
      [...fields.map((field) => withKept(field, KEPT_PARTS[type as SectionType]?.[field.name])), ...(KEPT_FIELDS[type as SectionType] ?? []).map((field) => withKept(field, [], false))],
    ]),
  )
  return { web_address: caseless(WEB_ADDRESS), time_zones: TIME_ZONES, sections }
}

export const catalogueText = () => `${JSON.stringify(wordpressFieldCatalogue(), null, 1)}\n`
