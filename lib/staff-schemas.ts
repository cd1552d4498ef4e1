import { z } from './zod.ts'
import { email, optionalText, password, requiredText } from './account-schemas.ts'
import { LEAD_KINDS, type LeadKind } from './lead-fields.ts'
import { ORDER_CHANGES } from './magazine-order-state.ts'
import { ROLES } from './roles.ts'
import { MESSAGES } from './validation-messages.ts'
import { isStorableText } from './validation/control-characters.ts'
import { isUrl } from './validation/predicates.ts'
import { INT4_MAX } from './validation/ranges.ts'

/** The back office's forms; the services check the rest (roles allowed, password strength). */
export const SecondFactorCode = z.object({
  code: z.string({ error: MESSAGES.required }).check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(40, MESSAGES.maxLength(41))),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
})

const role = z.enum(ROLES, { error: 'Choose a role' })
/** A record's id: an id past PostgreSQL's integer names nothing, and sending it makes the database throw. */
const storableId = () => z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX))

export const StaffInvite = z.object({ intent: z.literal('invite'), email, role })
export const StaffRoleChange = z.object({ intent: z.literal('role'), userId: storableId(), role })
export const StaffAction = z.discriminatedUnion('intent', [StaffInvite, StaffRoleChange])

export const InvitationAccept = z.object({
  token: requiredText(200),
  firstname: optionalText(100),
  lastname: optionalText(100),
  password: z.pipe(
    z.optional(password),
    z.transform((value: string | undefined) => value ?? ''),
  ),
})

/** A list filter from the address: a value that does not fit is ignored, never an error. */
const lenient = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined)
// A filter holding what the database cannot store matches nothing it holds: ignored like any misfit.
const text = (max: number) => z.string().check(z.maxLength(max), z.refine(isStorableText))
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max), z.refine(isStorableText))
const page = () => lenient(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)))
/** A dated list's period (from, to: ISO dates) and its page. */
const datedPage = { from: lenient(z.iso.date()), to: lenient(z.iso.date()), page: page() }

export const AuditFilter = z.object({
  actor: lenient(storableId()),
  action: lenient(text(60)),
  itemType: lenient(text(60)),
  item: lenient(text(200)),
  ...datedPage,
})

/** Where a lead's mail is: sent after the lead is stored, retried when it failed. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const
/** Where a magazine order is: `pending` until the card is charged. */
export const ORDER_STATUSES = ['pending', 'paid', 'declined', 'failed'] as const

export const LeadFilter = z.object({
  kind: lenient(z.enum(LEAD_KINDS)),
  target: lenient(trimmed(200)),
  sponsor: lenient(trimmed(100)),
  q: lenient(trimmed(200)),
  mail: lenient(z.enum(MAIL_STATUSES)),
  ...datedPage,
})

/** The states of a pass order the attendees list filters by (decision 063). */
export const ATTENDEE_STATUSES = ['paid', 'pending', 'refunded', 'unseated'] as const

/** An event's attendees: a state, and a name, email or company. */
export const AttendeeFilter = z.object({
  q: lenient(trimmed(100)),
  status: lenient(z.enum(ATTENDEE_STATUSES)),
})

export const OrderFilter = z.object({
  status: lenient(z.enum(ORDER_STATUSES)),
  plan: lenient(trimmed(40)),
  promo: lenient(trimmed(40)),
  q: lenient(trimmed(200)),
  ...datedPage,
})

/** What the leads service searches by (the back office reads it from a LeadFilter, the portal from its own). */
export interface LeadSearch {
  kind?: LeadKind
  target?: string
  sponsor?: string
  /** Inclusive lower bound and exclusive upper bound of the first submission. */
  from?: Date
  to?: Date
  /** Part of the address, name or company. */
  text?: string
  mailStatus?: (typeof MAIL_STATUSES)[number]
}

/** What the order admin searches by, read from an OrderFilter. */
export interface OrderSearch {
  status?: (typeof ORDER_STATUSES)[number]
  planId?: string
  promoCode?: string
  /** Part of the address, name or company. */
  text?: string
  from?: Date
  to?: Date
}

/** A refund or cancellation from an order's screen, sent from its confirmation step. */
export const OrderChangeForm = z.object({ intent: z.enum(ORDER_CHANGES), confirm: z.literal('yes', { error: 'Confirm the change first' }) })

/** An erasure cannot be undone: the address is typed twice. */
export const PrivacyErase = z
  .object({ intent: z.literal('erase'), email, confirmEmail: z.string({ error: MESSAGES.required }).check(z.trim(), z.minLength(1, MESSAGES.required)) })
  .check(z.refine((value) => value.email.toLowerCase() === value.confirmEmail.toLowerCase(), { message: 'Type the same address again to confirm', path: ['confirmEmail'] }))
export const PrivacyExport = z.object({ email })

/** Sales staff invite a sponsor's users, naming the sponsor (its slug, as leads name it). */
const sponsorKey = (message: string) => z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, message))

/** An invitation to a sponsor's portal: the sponsor is one of the sponsor companies (checked by the server). */
export const SponsorInvite = z.object({
  intent: z._default(z.optional(z.literal('invite')), 'invite'),
  email,
  sponsor: sponsorKey('Choose the sponsor'),
})

/** A sponsor added by sales (decision 067): its company's name, website and logo, and the short name its leads carry. */
export const SponsorAdd = z.object({
  intent: z.literal('add'),
  name: requiredText(200),
  website: optionalText(500).check(z.refine((text) => !text || isUrl(text), 'Give the website starting with https:// or http://')),
  key: z._default(z.optional(sponsorKey('Use lower-case letters, digits and hyphens')), ''),
  logo: z.optional(z.file()),
})

export const SponsorsAction = z.discriminatedUnion('intent', [SponsorInvite, SponsorAdd])

const WEBHOOK_URL_MESSAGE = 'Enter the address your system receives leads at'

/** The sponsor portal's webhook forms. */
export const SponsorWebhookAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), url: z.string({ error: WEBHOOK_URL_MESSAGE }).check(z.trim(), z.minLength(1, WEBHOOK_URL_MESSAGE), z.maxLength(500, MESSAGES.maxLength(501))) }),
  z.object({ intent: z.literal('rotate') }),
  z.object({ intent: z.literal('remove') }),
  z.object({ intent: z.literal('redeliver'), deliveryId: storableId() }),
])
