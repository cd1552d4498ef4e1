import { z } from './zod.ts'
import { storableIdOf } from './validation/ranges.ts'

/**
 * The newsroom's back-office forms: authors, topics and tags, menus, the media library, the daily
 * video calendar and the list imports. The schemas read and bound what was sent; the services
 * check what needs the database (an address taken, an image that is not one) and say so per field.
 */

const atMost = (max: number) => `At most ${max.toLocaleString('en-US')} characters`
/** Text as typed, trimmed, at most `max` characters; empty when left out. */
const typed = (max: number) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, atMost(max)))), '')
/** A name nothing works without: its own message when left empty. */
const named = (missing: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(100, atMost(100)))
/**
 * A record chosen in a select or sent in a hidden field: null for none, and for an id no integer
 * column can hold (it names nothing; sending it would make the database throw).
 */
export const chosenId = z.pipe(
  z.optional(z.string()),
  z.transform((raw: string | undefined) => storableIdOf(raw)),
)
/** An address's own part; empty: made from the name. */
const slug = typed(100)

export const AuthorForm = z.object({ name: named('Give the author a name'), slug, jobTitle: typed(150), bio: typed(2000), avatarMediaId: chosenId })
export type AuthorInput = z.output<typeof AuthorForm>

/** A topic's, tag's or video category's form; `noun` names it in the messages. */
export const termFormOf = (noun: string) => z.object({ name: named(`Give the ${noun} a name`), slug, description: typed(1000) })
export type TermInput = z.output<ReturnType<typeof termFormOf>>

/** Where a menu shows: the header (with drop-downs) or the footer. */
export const MENU_LOCATIONS = ['header', 'footer'] as const
export type MenuLocation = (typeof MENU_LOCATIONS)[number]

/** The most rows a menu form is read for (the service allows fewer links). */
const MENU_ROWS = 60
const menuRow = z.object({ label: typed(200), url: typed(500), order: z.optional(z.string()), nested: z.optional(z.string()) })
type MenuRow = z.output<typeof menuRow>
/** A menu's link; `nested`: under the link above it (the header's drop-downs). */
const menuItemOf = ({ label, url, nested }: MenuRow) => ({ label, url, nested: nested !== undefined })
export type MenuItem = ReturnType<typeof menuItemOf>

/**
 * A menu's form: rows `item.{n}.label|url|order|nested`, in the order their numbers give (ties keep
 * the form's order); rows left empty are dropped. `rows` names each link's row in the form, so a
 * link's message goes back beside the row it came from.
 */
export const MenuForm = z.pipe(
  z.object({ location: z.catch(z.enum(MENU_LOCATIONS), 'header'), item: z._default(z.optional(z.record(z.string().check(z.regex(/^\d{1,2}$/)), menuRow)), {}) }),
  z.transform(({ location, item }) => {
    const rows = Object.entries(item)
      .map(([at, row]) => ({ row, at: Number(at), order: Number(row.order ?? Number(at) + 1) }))
      .filter(({ row, at }) => at < MENU_ROWS && (row.label || row.url))
      .map((row) => ({ ...row, order: Number.isFinite(row.order) ? row.order : row.at + 1 }))
      .sort((a, b) => a.order - b.order || a.at - b.at)
    return { location, items: rows.map(({ row }) => menuItemOf(row)), rows: rows.map(({ at }) => at) }
  }),
)

/** An upload to the media library (the file's checks are the library's), from its screen or the editor's dialog. */
export const MediaUploadForm = z.object({ intent: z._default(z.optional(z.literal('upload')), 'upload'), file: z.optional(z.file()), title: typed(200), altText: typed(1000) })
/** The media library's two forms: an upload, an image's alt text. */
export const MediaForm = z.discriminatedUnion('intent', [MediaUploadForm, z.object({ intent: z.literal('describe'), id: chosenId, altText: typed(1000) })])

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** The daily-video calendar: `day.{YYYY-MM-DD}` → a video's id, or empty for the newest video. */
export const VideoCalendarForm = z.pipe(
  z.object({ day: z._default(z.optional(z.record(z.string(), z.optional(z.string()))), {}) }),
  z.transform(({ day }) => Object.fromEntries(Object.entries(day).flatMap(([date, id]) => (DAY.test(date) ? [[date, /^\d{1,9}$/.test(id ?? '') ? Number(id) : null]] : [])))),
)

/** A spreadsheet to import: the message when none is chosen (an empty file is none). */
const spreadsheet = (missing: string) => z.file({ error: missing }).check(z.minSize(1, missing))
export const SubscriberImportForm = z.object({ subscribers: spreadsheet('Choose the subscriber file (CSV) to import.') })
export const AttendanceImportForm = z.object({ attendance: spreadsheet('Choose the attendance file (CSV) to import.') })

/** A list edition's entries: the file chosen, or (after the preview) the text it held, to check or to import. */
export const ListEntriesForm = z
  .object({ intent: z._default(z.optional(z.enum(['check', 'import'])), 'check'), entries: z.optional(z.file()), csv: z.optional(z.string()) })
  .check(z.refine((value) => (value.entries?.size ?? 0) > 0 || Boolean(value.csv?.trim()), { message: 'Choose the entries file (CSV) to import.', path: ['entries'] }))
