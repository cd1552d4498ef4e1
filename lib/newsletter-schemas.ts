import { z } from './zod.ts'
import { email, optionalText, requiredText } from './account-schemas.ts'
import { NEWSLETTERS, type NewsletterKey } from './newsletter-lists.ts'
import { storableIdOf } from './validation/ranges.ts'

/**
 * The newsletter screens' forms (decision 047): the settings, a new newsletter, and the issue editor's buttons, one
 * schema per button (`intent`).
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (text: string) => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text

const emailOrEmpty = optionalText(254).check(z.refine((text) => !text || email.safeParse(text).success, 'Give an email address, or leave it empty'))

/** Weekdays ticked: ISO numbers 1 (Monday) to 7 (Sunday), at least one. */
const weekdays = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())])),
  z.transform((raw: string | string[] | undefined) => [...new Set([raw ?? []].flat().map(Number))].filter((day) => Number.isInteger(day) && day >= 1 && day <= 7).sort()),
)

/** Dates typed one per line (or separated by commas or spaces). */
const skipDates = z.pipe(
  optionalText(4000),
  z.transform((text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))].sort()),
)

/** The settings' fields, shared by the settings form and the form that adds a newsletter. */
const settingsFields = {
  name: requiredText(100),
  description: optionalText(300),
  weekdays,
  sendTime: z.string({ error: 'Give a time like 06:30' }).check(z.trim(), z.regex(TIME, 'Give a time like 06:30 (24-hour clock)')),
  skipDates,
  fromName: optionalText(100),
  fromAddress: emailOrEmpty,
  replyTo: emailOrEmpty,
  trackOpens: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => value === 'on' || value === 'true'),
  ),
}
type Schedule = { weekdays: number[]; skipDates: string[] }
const settingsChecks = [
  z.refine<Schedule>((value) => value.weekdays.length > 0, { message: 'Tick at least one day', path: ['weekdays'] }),
  z.refine<Schedule>((value) => value.skipDates.every(isDate), { message: 'Give dates like 2026-12-25, one per line', path: ['skipDates'] }),
] as const

export const NewsletterSettings = z.object(settingsFields).check(...settingsChecks)
export type NewsletterSettingsInput = z.output<typeof NewsletterSettings>

/**
 * Words a newsletter's address may not be: /newsletters/confirm and /newsletters/unsubscribe are
 * pages of their own (app/routes.ts), and /admin/newsletters/new is the form that adds one.
 */
export const RESERVED_NEWSLETTER_SLUGS: readonly string[] = ['confirm', 'unsubscribe', 'new']
const NEWSLETTER_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])$/

/** A newsletter an administrator adds: the settings, its address, and the reader choice whose readers receive it (decision 056). */
export const NewNewsletter = z
  .object({
    ...settingsFields,
    slug: z.string({ error: 'Give the newsletter an address, like weekend-boost' }).check(
      z.trim(),
      z.regex(NEWSLETTER_SLUG, 'Use 2 to 60 lowercase letters, digits and hyphens, like weekend-boost'),
      z.refine((slug) => !RESERVED_NEWSLETTER_SLUGS.includes(slug), 'That word is a page of its own: pick another address'),
    ),
    audience: z.enum(NEWSLETTERS.map((list) => list.key) as [NewsletterKey, ...NewsletterKey[]], { error: 'Pick whose readers receive it' }),
  })
  .check(...settingsChecks)
export type NewNewsletterInput = z.output<typeof NewNewsletter>

/** A number from a hidden field: digits an integer column holds, else refused (never a query for 2^31). */
const storableNumber = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.refine((raw) => storableIdOf(raw) !== null, message)),
    z.transform((raw: string) => storableIdOf(raw)!),
  )
const position = storableNumber('Which item?')
const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname
  } catch {
    return false
  }
}
/** A logo from the media library (the site's uploads) or an https address. */
const isLogoUrl = (text: string) => !text || /^\/wp-content\/uploads\/[^\s"'<>]+$/.test(text) || (isHttpUrl(text) && text.startsWith('https:'))

export const IssueText = z.object({
  intent: z.literal('text'),
  subject: requiredText(200),
  previewText: optionalText(200),
  introHtml: z.pipe(
    z.optional(z.string().check(z.maxLength(20_000, 'The intro is too long: at most 20 000 characters of markup'))),
    z.transform((text: string | undefined) => text ?? ''),
  ),
})

export const IssueMove = z.object({ intent: z.enum(['up', 'down', 'remove']), position })
export const IssueAdd = z.object({
  intent: z.literal('add'),
  type: z.enum(['post', 'webinars', 'videos']),
  id: storableNumber('No such content'),
})

export const IssueSponsor = z.object({
  intent: z.literal('sponsor'),
  sponsor: requiredText(100),
  message: requiredText(300),
  link: requiredText(2000).check(z.refine(isHttpUrl, 'Give a web address starting with http:// or https://')),
  logoUrl: optionalText(2000).check(z.refine(isLogoUrl, 'Pick a logo from the media library or give an https:// address')),
  logoAlt: optionalText(200),
})

const addresses = z.pipe(
  requiredText(3000),
  z.transform((text: string) => [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((one) => one.toLowerCase()),
    ),
  ]),
)
export const IssueTest = z.object({ intent: z.literal('test'), addresses }).check(
  z.refine((value) => value.addresses.length <= 10, { message: 'At most 10 addresses', path: ['addresses'] }),
  z.refine((value) => value.addresses.every((one) => email.safeParse(one).success), { message: 'Give email addresses separated by commas', path: ['addresses'] }),
)

export const IssueSchedule = z.object({
  intent: z.literal('schedule'),
  date: z.string({ error: 'Give a date' }).check(z.trim(), z.refine(isDate, 'Give a date like 2026-12-01')),
  time: z.string({ error: 'Give a time' }).check(z.trim(), z.regex(TIME, 'Give a time like 06:30 (24-hour clock)')),
})

/** Sending now asks first: the button posts `confirm` only from the confirmation step. */
export const IssueSendNow = z.object({ intent: z.literal('send-now'), confirm: z.literal('yes', 'Confirm the send first') })
export const IssueStep = z.object({ intent: z.enum(['cancel', 'stop', 'resume', 'sponsor-clear']) })

export const IssueAction = z.discriminatedUnion('intent', [IssueText, IssueMove, IssueAdd, IssueSponsor, IssueTest, IssueSchedule, IssueSendNow, IssueStep])
export type IssueActionInput = z.output<typeof IssueAction>

/** The newsletters list's button: draft a newsletter's next issue now. */
export const NewsletterDraft = z.object({ intent: z.literal('draft'), slug: requiredText(100) })
