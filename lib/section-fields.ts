import type { SectionType } from './sections.ts'
import { FAMILY_SLUG } from './list-families.ts'
import { SITE_TIME_ZONE } from './site-paths.ts'
import { zonedTimeToUtc } from './zoned-time.ts'

/**
 * The fields of each section's items in the back office, named as the content API serves them (ACF's
 * names), so what an editor saves is what the pages read. A form names a field `f.<name>`, a part of
 * one `f.<name>.<part>`, and a row's cell `f.<name>.<row>.<column>`; reading a form keeps whatever a
 * field holds beyond what the form shows (a speaker's photo, an agenda item's speakers).
 */
export type ValueKind = 'text' | 'textarea' | 'date' | 'time' | 'number' | 'checkbox' | 'select' | 'address' | 'file' | 'people'

export interface ValueField {
  name: string
  label: string
  kind: ValueKind
  required?: boolean
  hint?: string
  options?: readonly string[]
  pattern?: RegExp
  patternMessage?: string
  /** A file field: a PDF kept in the private folder, served only after the lead form. */
  gated?: boolean
  /** A select's options as the editor names them (a sponsor's key → its company's name). */
  optionLabels?: Readonly<Record<string, string>>
}

export interface GroupField {
  name: string
  label: string
  kind: 'group'
  parts: ValueField[]
}

export interface RowsField {
  name: string
  label: string
  kind: 'rows'
  hint?: string
  columns: ValueField[]
  /** Empty rows offered for adding (without JavaScript a form cannot grow). */
  blank: number
  /** What one row is called on its card ("Question 2: Deal size"). */
  item: string
}

export type SectionField = ValueField | GroupField | RowsField

// The editor's modules read a section's type beside its fields.
export { isSectionType, type SectionType } from './sections.ts'

/** The zones an event or webinar is usually held in; a stored zone outside them is kept and offered too. */
export const TIME_ZONES = [
  SITE_TIME_ZONE,
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Toronto',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Singapore',
  'Australia/Sydney',
  'UTC',
] as const
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'select', 'textarea', 'checkbox'] as const
const MAX_ROWS = 200
/** A link a reader may follow: http(s), mailto or a path of the site; never `javascript:`, `data:` and the like. */
export const WEB_ADDRESS = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/i

/** A row's short name (a sponsor's, a segment's): what addresses and other rows name it by. */
const shortName: ValueField = { name: 'slug', label: 'Short name', kind: 'text', required: true, pattern: /^[a-z0-9-]+$/, patternMessage: 'Lower-case letters, digits and hyphens' }

const person = (extra: ValueField[] = []): ValueField[] => [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'title', label: 'Job title', kind: 'text' },
  { name: 'company', label: 'Company', kind: 'text' },
  ...extra,
]
const sponsorParts: ValueField[] = [
  { name: 'name', label: 'Sponsor', kind: 'text', hint: 'Empty: no sponsor.' },
  {
    name: 'slug',
    label: 'Sponsor’s short name',
    kind: 'text',
    hint: 'Ties leads to the sponsor’s portal; empty: made from the name.',
    pattern: /^[a-z0-9-]*$/,
    patternMessage: 'Lower-case letters, digits and hyphens',
  },
  { name: 'url', label: 'Sponsor’s website', kind: 'address' },
]
/** Where an event is held: a line of text each. */
const venueParts = (
  [
    ['name', 'Venue'],
    ['address', 'Street address'],
    ['city', 'City'],
    ['region', 'State or region'],
    ['country', 'Country'],
  ] as const
).map(([name, label]): ValueField => ({ name, label, kind: 'text' }))
const schedule = (withEndDate: boolean): ValueField[] => [
  { name: 'start_date', label: 'Date', kind: 'date', required: true },
  ...(withEndDate
    ? [
        {
          name: 'end_date',
          label: 'Last day',
          kind: 'date',
          required: true,
        } as const,
      ]
    : []),
  { name: 'start_time', label: 'Starts at', kind: 'time', required: true },
  { name: 'end_time', label: 'Ends at', kind: 'time', required: true },
  {
    name: 'time_zone',
    label: 'Time zone',
    kind: 'select',
    options: TIME_ZONES,
    required: true,
    hint: 'The times above are in this zone; readers see them in the site’s zone too.',
  },
]

/** A registration form built field by field, as webinars and free event passes ask it (its rows are LeadFormFields). */
const registrationForm = (hint: string): SectionField => ({
  name: 'registration_form',
  label: 'Registration form',
  kind: 'rows',
  item: 'Question',
  blank: 3,
  hint,
  columns: [
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      pattern: /^[a-z][a-z0-9_]*$/,
      patternMessage: 'Lower-case letters, digits and _',
    },
    { name: 'label', label: 'Label', kind: 'text', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      options: FORM_FIELD_TYPES,
      required: true,
    },
    { name: 'required', label: 'Required', kind: 'checkbox' },
    { name: 'options', label: 'Options', kind: 'text' },
  ],
})

export const SECTION_FIELDS: Record<SectionType, SectionField[]> = {
  webinars: [
    ...schedule(false),
    { name: 'registration_open', label: 'Registration open', kind: 'checkbox' },
    {
      name: 'recording_video_id',
      label: 'Recording (YouTube video id)',
      kind: 'text',
      hint: 'Once held: the replay readers are offered.',
      pattern: /^([\w-]{11})?$/,
      patternMessage: 'A YouTube id is 11 letters, digits, - or _',
    },
    {
      name: 'presenter',
      label: 'Presenter',
      kind: 'group',
      parts: person([{ name: 'bio', label: 'Short bio', kind: 'textarea' }]),
    },
    {
      name: 'panelists',
      label: 'Panelists',
      kind: 'rows',
      item: 'Panelist',
      columns: person(),
      blank: 2,
      hint: 'Clear a name to take a panelist off.',
    },
    { name: 'sponsor', label: 'Sponsor', kind: 'group', parts: sponsorParts },
    registrationForm('The fields readers fill in, in this order. It needs a field named email; options of a select are separated by commas. Clear a name to take a field off.'),
  ],
  issues: [
    { name: 'issue_date', label: 'Issue date', kind: 'date', required: true },
    { name: 'volume', label: 'Volume', kind: 'number' },
    { name: 'issue_number', label: 'Number', kind: 'number' },
    { name: 'special', label: 'Special issue', kind: 'checkbox' },
    { name: 'cover_story', label: 'Cover story', kind: 'text' },
    {
      name: 'table_of_contents',
      label: 'Contents',
      kind: 'rows',
      item: 'Entry',
      blank: 3,
      hint: 'Link an article by its id (in the articles list). Clear a title to take an entry off.',
      columns: [
        { name: 'title', label: 'Title', kind: 'text', required: true },
        { name: 'section', label: 'Department', kind: 'text' },
        { name: 'page', label: 'Page', kind: 'number' },
        { name: 'post_id', label: 'Article id', kind: 'number' },
      ],
    },
    { name: 'digital_edition', label: 'Digital edition (PDF)', kind: 'file', hint: 'Readers open it from the issue page. A PDF, 10 MB at most; choosing one replaces the one there.' },
  ],
  videos: [
    {
      name: 'youtube_id',
      label: 'YouTube video id',
      kind: 'text',
      required: true,
      pattern: /^[\w-]{11}$/,
      patternMessage: 'A YouTube id is 11 letters, digits, - or _',
    },
    {
      name: 'duration',
      label: 'Duration',
      kind: 'text',
      required: true,
      hint: 'm:ss or h:mm:ss',
      pattern: /^\d{1,2}(:[0-5]\d){1,2}$/,
      patternMessage: 'm:ss or h:mm:ss',
    },
    { name: 'series', label: 'Series', kind: 'text' },
  ],
  events: [
    {
      name: 'event_type',
      label: 'Kind',
      kind: 'select',
      options: ['conference', 'virtual-summit', 'workshop', 'awards'],
      required: true,
    },
    {
      name: 'format',
      label: 'Format',
      kind: 'select',
      options: ['in-person', 'virtual', 'hybrid'],
      required: true,
    },
    ...schedule(true),
    {
      name: 'venue',
      label: 'Venue (empty for an online event)',
      kind: 'group',
      parts: venueParts,
    },
    {
      name: 'registration_url',
      label: 'Registration address',
      kind: 'address',
      hint: 'A ticketing page or a mailto: address.',
    },
    { name: 'registration_open', label: 'Registration open', kind: 'checkbox' },
    registrationForm(
      'What a free pass asks, as a webinar’s registration does. It needs a field named email; options of a select are separated by commas. Empty: the contact fields (name, email, company, job title), which paid passes always ask.',
    ),
    {
      name: 'price',
      label: 'Price',
      kind: 'text',
      hint: 'As readers read it, for example “$495” or “Free”.',
    },
    {
      name: 'agenda',
      label: 'Sessions',
      kind: 'rows',
      item: 'Session',
      blank: 3,
      hint: 'Speakers as “Name | Job title | Company”, separated by semicolons. Clear a title to take a session off.',
      columns: [
        { name: 'title', label: 'Session', kind: 'text', required: true },
        { name: 'date', label: 'Date', kind: 'date', required: true },
        { name: 'start_time', label: 'Starts', kind: 'time', required: true },
        { name: 'end_time', label: 'Ends', kind: 'time', required: true },
        { name: 'speakers', label: 'Speakers', kind: 'people' },
      ],
    },
    {
      name: 'sponsors',
      label: 'Sponsors',
      kind: 'rows',
      item: 'Sponsor',
      blank: 2,
      hint: 'Clear a name to take a sponsor off.',
      columns: [
        { name: 'name', label: 'Sponsor', kind: 'text', required: true },
        shortName,
        { name: 'url', label: 'Website', kind: 'address' },
        {
          name: 'level',
          label: 'Tier',
          kind: 'select',
          options: ['presenting', 'gold', 'silver'],
          required: true,
        },
      ],
    },
  ],
  lists: [
    {
      name: 'family',
      label: 'List family',
      kind: 'text',
      required: true,
      hint: 'Editions of one list share it, for example sales-500.',
      // Its editions' address (/lists/{year}/{family}); a new one makes a new family on the site.
      pattern: FAMILY_SLUG,
      patternMessage: 'Lower-case letters and digits, words joined by single hyphens',
    },
    { name: 'year', label: 'Edition (year)', kind: 'number', required: true },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: ['list', 'award'],
      required: true,
    },
    {
      name: 'metric_label',
      label: 'What the ranking measures',
      kind: 'text',
      hint: 'The heading of the figures column, for example “Sales headcount”.',
    },
    { name: 'methodology', label: 'Methodology', kind: 'textarea' },
    {
      name: 'segments',
      label: 'Segments',
      kind: 'rows',
      item: 'Segment',
      blank: 2,
      hint: 'Entries name their segment by its short name. Clear a name to take a segment off.',
      columns: [{ name: 'name', label: 'Segment', kind: 'text', required: true }, shortName, { name: 'description', label: 'Description', kind: 'text' }],
    },
  ],
  resources: [
    {
      name: 'asset_type',
      label: 'Kind',
      kind: 'select',
      options: ['white-paper', 'e-book', 'report', 'guide', 'checklist', 'case-study'],
      required: true,
    },
    { name: 'summary', label: 'What the reader gets', kind: 'textarea' },
    { name: 'gated', label: 'Behind the lead form', kind: 'checkbox' },
    {
      name: 'file',
      label: 'The download (PDF)',
      kind: 'file',
      gated: true,
      hint: 'Kept in the private folder: readers get it after the lead form. A PDF, 10 MB at most; choosing one replaces the one there.',
    },
    { name: 'sponsor', label: 'Sponsor', kind: 'group', parts: sponsorParts },
  ],
}

/** A sponsor company as an item's sponsor fields hold it: its key (`slug`), name, website (`url`) and logo. */
export interface SponsorChoice {
  key: string
  name: string
  url: string
  logo: string | null
}

/**
 * The field of each section whose sponsors are companies picked by key (decision 067): the editor
 * offers the sponsor companies in place of the name, short name and website, and the saved fields
 * take the company's. The stored shape (ACF's) stays `{name, slug, url, logo}`.
 */
export const SPONSOR_PICKS: Partial<Record<SectionType, string>> = { webinars: 'sponsor', resources: 'sponsor', events: 'sponsors' }
/** The parts of a sponsor the company fills in; the editor shows none of them but the key. */
const FROM_COMPANY = new Set(['name', 'slug', 'url', 'logo'])
export const SPONSOR_NOT_LISTED = 'Sponsor: pick one of the list (sales add sponsors on the Sponsors screen)'

/** A sponsor field as the editor shows it: the key picked from the sponsor companies, then its other parts (an event's tier). */
export function sponsorPicker<F extends GroupField | RowsField>(field: F, sponsors: readonly SponsorChoice[]): F {
  const picker: ValueField = {
    name: 'slug',
    label: 'Sponsor',
    kind: 'select',
    options: sponsors.map((sponsor) => sponsor.key),
    optionLabels: Object.fromEntries(sponsors.map((sponsor) => [sponsor.key, sponsor.name])),
    hint: 'Sales add a sponsor once, with its name, website and logo, on the Sponsors screen.',
  }
  const rest = (field.kind === 'group' ? field.parts : field.columns).filter((part) => !FROM_COMPANY.has(part.name))
  return field.kind === 'group' ? { ...field, parts: [picker, ...rest] } : { ...field, columns: [picker, ...rest] }
}

type Values = Record<string, unknown>
const asRecord = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {})

/** A value as its field shows it in a form. */
export function shownValue(field: ValueField, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (field.kind === 'people')
    return rowsOf(value)
      .map((person) =>
        [person.name, person.title, person.company]
          .map((part) => String(part ?? '').trim())
          .join(' | ')
          .replace(/( \| )+$/, ''),
      )
      .join('; ')
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/** How many rows a rows field shows: those stored, then the blank ones. */
export const rowsShown = (field: RowsField, value: unknown) => Math.min(MAX_ROWS, (Array.isArray(value) ? value.length : 0) + field.blank)
export const rowsOf = (value: unknown): Values[] => (Array.isArray(value) ? value.map(asRecord) : [])
export const partsOf = asRecord
/** Where a row's card names the stored row it came from, the form's rows may be moved without mixing their unshown cells. */
export const FROM_CELL = 'from'

/** The stored row a submitted row continues: the one its card names, else the one at its place. */
function storedRowOf(form: FormData, prefix: string, storedRows: Values[], i: number): Values | undefined {
  const from = form.get(`${prefix}.${FROM_CELL}`)
  return typeof from === 'string' && /^\d{1,3}$/.test(from) && Number(from) < storedRows.length ? storedRows[Number(from)] : storedRows[i]
}

function readValue(field: ValueField, raw: FormDataEntryValue | null, key: string, errors: Record<string, string>): unknown {
  if (field.kind === 'checkbox') return raw !== null
  const text = typeof raw === 'string' ? raw.trim().slice(0, field.kind === 'textarea' ? 20_000 : 500) : ''
  if (!text) {
    if (field.required) errors[key] = `${field.label}: required`
    return field.kind === 'number' ? null : field.kind === 'people' ? [] : ''
  }
  const fail = (message: string) => {
    errors[key] = `${field.label}: ${message}`
    return text
  }
  if (field.kind === 'people')
    return text
      .split(';')
      .map((entry) => entry.split('|').map((part) => part.trim().slice(0, 150)))
      .filter(([name]) => name)
      .map(([name, title = '', company = '']) => ({ name, title, company }))
  if (field.pattern && !field.pattern.test(text)) return fail(field.patternMessage ?? 'not in the expected form')
  switch (field.kind) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : fail('a date, YYYY-MM-DD')
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : fail('a time, HH:MM')
    case 'number':
      return /^-?\d{1,9}$/.test(text) ? Number(text) : fail('a whole number')
    case 'select':
      return field.options?.includes(text) ? text : fail(`one of ${field.options?.join(', ')}`)
    case 'address':
      return WEB_ADDRESS.test(text) ? text : fail('an address starting with https://, mailto: or /')
    default:
      return text
  }
}

/**
 * The section's fields from a submitted form, laid over what is stored (parts and row cells the form
 * does not show are kept), with a message per field that is wrong, keyed by the field's form name.
 */
export function readSectionFields(type: SectionType, form: FormData, stored: Values, sponsors?: ReadonlyMap<string, SponsorChoice>): { fields: Values; errors: Record<string, string> } {
  const fields: Values = {}
  const errors: Record<string, string> = {}
  for (const field of SECTION_FIELDS[type]) {
    const key = `f.${field.name}`
    if (sponsors && SPONSOR_PICKS[type] === field.name && (field.kind === 'group' || field.kind === 'rows')) {
      fields[field.name] = readSponsors(field, form, stored[field.name], sponsors, errors)
    } else if (field.kind === 'group') {
      const parts: Values = { ...asRecord(stored[field.name]) }
      // A group left empty (no presenter yet, no venue) asks for nothing.
      const empty = field.parts.every((part) => !String(form.get(`${key}.${part.name}`) ?? '').trim())
      for (const part of field.parts) parts[part.name] = readValue(empty ? { ...part, required: false } : part, form.get(`${key}.${part.name}`), `${key}.${part.name}`, errors)
      fields[field.name] = parts
    } else if (field.kind === 'rows') {
      const storedRows = rowsOf(stored[field.name])
      const rows: Values[] = []
      for (let i = 0; i < MAX_ROWS; i++) {
        const cells = field.columns.map((column) => form.get(`${key}.${i}.${column.name}`))
        if (cells.every((cell) => cell === null) && i >= storedRows.length) break
        // A row whose first cell is empty is taken off (or was a blank row left blank).
        if (typeof cells[0] !== 'string' || !cells[0].trim()) continue
        const row: Values = { ...storedRowOf(form, `${key}.${i}`, storedRows, i) }
        field.columns.forEach((column, c) => (row[column.name] = readValue(column, cells[c]!, `${key}.${i}.${column.name}`, errors)))
        rows.push(row)
      }
      fields[field.name] = rows
    } else if (field.kind === 'file') {
      // The file itself is stored by the server (it needs the disk); the form keeps what is there.
      fields[field.name] = stored[field.name] ?? ''
    } else fields[field.name] = readValue(field, form.get(key), key, errors)
  }
  checkTogether(type, fields, errors)
  return { fields, errors }
}

/**
 * A sponsor field picked from the sponsor companies: each key the form names, filled with its
 * company's name, website and logo (a company without a logo keeps the one the item had); a key no
 * sponsor company has is refused. A row whose key is empty is taken off, as rows are.
 */
function readSponsors(field: GroupField | RowsField, form: FormData, stored: unknown, sponsors: ReadonlyMap<string, SponsorChoice>, errors: Record<string, string>): Values | Values[] {
  const storedRows = field.kind === 'group' ? [asRecord(stored)] : rowsOf(stored)
  const storedLogos = new Map(storedRows.map((row) => [String(row.slug ?? ''), String(row.logo ?? '')]))
  const others = (field.kind === 'group' ? field.parts : field.columns).filter((part) => !FROM_COMPANY.has(part.name))
  const read = (prefix: string, keep: Values): Values | null => {
    const picked = String(form.get(`${prefix}.slug`) ?? '').trim()
    if (!picked) return null
    const sponsor = sponsors.get(picked)
    if (!sponsor) errors[`${prefix}.slug`] = SPONSOR_NOT_LISTED
    const row: Values = { ...keep, slug: picked.slice(0, 100) }
    if (sponsor) Object.assign(row, { name: sponsor.name, url: sponsor.url, logo: sponsor.logo ?? storedLogos.get(picked) ?? '' })
    for (const part of others) row[part.name] = readValue(part, form.get(`${prefix}.${part.name}`), `${prefix}.${part.name}`, errors)
    return row
  }
  if (field.kind === 'group') return read(`f.${field.name}`, storedRows[0]!) ?? { name: '', slug: '', url: '', logo: '' }
  const rows: Values[] = []
  for (let i = 0; i < MAX_ROWS; i++) {
    if (form.get(`f.${field.name}.${i}.slug`) === null && i >= storedRows.length) break
    const row = read(`f.${field.name}.${i}`, storedRowOf(form, `f.${field.name}.${i}`, storedRows, i) ?? {})
    if (row) rows.push(row)
  }
  return rows
}

/** What only several fields together can say is wrong. */
function checkTogether(type: SectionType, fields: Values, errors: Record<string, string>) {
  if (type === 'webinars' || type === 'events') {
    const { start_date: date, start_time: time, end_time: end, time_zone: zone } = fields as Record<string, string>
    if (date && time && zone && !errors['f.start_date'] && !errors['f.start_time'] && !zonedTimeToUtc(date, time, zone))
      errors['f.start_time'] = 'Starts at: not a time that exists on that day in that zone'
    if (time && end && end <= time && !errors['f.end_time']) errors['f.end_time'] = 'Ends at: after it starts'
    if (type === 'events' && fields.end_date && date && String(fields.end_date) < date) errors['f.end_date'] = 'Last day: not before the first'
  }
  if (type === 'webinars' || type === 'events') {
    const form: Values[] = rowsOf(fields.registration_form).map((row) => ({
      ...row,
      options:
        typeof row.options === 'string'
          ? row.options
              .split(',')
              .map((option) => option.trim())
              .filter(Boolean)
          : (row.options ?? []),
    }))
    fields.registration_form = form
    // An event may leave it empty (its passes then ask the contact fields); a webinar's form is its registration.
    if ((type === 'webinars' || form.length) && !form.some((row) => row.name === 'email'))
      errors['f.registration_form'] = 'Registration form: it needs a field named email (where the confirmation goes)'
    const names = form.map((row) => row.name)
    if (new Set(names).size !== names.length) errors['f.registration_form'] = 'Registration form: each field needs its own name'
    form.forEach((row, i) => {
      if (row.type === 'select' && !(row.options as string[]).length) errors[`f.registration_form.${i}.options`] = 'Options: a select needs its options'
    })
  }
}

/** A new item's fields before anything is entered: what a form of that type starts from. */
export function startingFields(type: SectionType): Values {
  if (type === 'webinars')
    return {
      time_zone: SITE_TIME_ZONE,
      registration_open: true,
      registration_form: [
        {
          name: 'first_name',
          label: 'First name',
          type: 'text',
          required: true,
          options: [],
        },
        {
          name: 'last_name',
          label: 'Last name',
          type: 'text',
          required: true,
          options: [],
        },
        {
          name: 'email',
          label: 'Work email',
          type: 'email',
          required: true,
          options: [],
        },
        {
          name: 'company',
          label: 'Company',
          type: 'text',
          required: true,
          options: [],
        },
      ],
    }
  if (type === 'events') return { time_zone: SITE_TIME_ZONE, registration_open: true }
  if (type === 'lists')
    return {
      kind: 'list',
      year: new Date().getUTCFullYear(),
      entries: [],
      segments: [],
      categories: [],
      winners: [],
    }
  if (type === 'resources') return { gated: true, asset_type: 'white-paper' }
  return {}
}

/** The file fields of a section (a resource's download, an issue's digital edition). */
export const fileFieldsOf = (type: SectionType): ValueField[] => SECTION_FIELDS[type].filter((field): field is ValueField => field.kind === 'file')
