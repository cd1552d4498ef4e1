import { z } from './zod.ts'
import { email, optionalText, password, requiredText } from './account-schemas.ts'
import { ROLES } from './roles.ts'
import { MESSAGES } from './validation-messages.ts'

/** The back office's forms; the services check the rest (roles allowed, password strength). */
export const SecondFactorCode = z.object({
  code: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(40, MESSAGES.maxLength(41)),
  redirectTo: z.string().max(2000).optional(),
})

const role = z.enum(ROLES, { error: 'Choose a role' })

export const StaffInvite = z.object({ intent: z.literal('invite'), email, role })
export const StaffRoleChange = z.object({ intent: z.literal('role'), userId: z.coerce.number().int().positive(), role })
export const StaffAction = z.discriminatedUnion('intent', [StaffInvite, StaffRoleChange])

export const InvitationAccept = z.object({
  token: requiredText(200),
  firstname: optionalText(100),
  lastname: optionalText(100),
  password: password.optional().transform((value) => value ?? ''),
})

export const AuditFilter = z.object({
  actor: z.coerce.number().int().positive().optional().catch(undefined),
  action: z.string().max(60).optional().catch(undefined),
  itemType: z.string().max(60).optional().catch(undefined),
  item: z.string().max(200).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

export const LeadFilter = z.object({
  kind: z.enum(['webinar', 'asset', 'mediakit', 'application']).optional().catch(undefined),
  target: z.string().trim().max(200).optional().catch(undefined),
  sponsor: z.string().trim().max(100).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  mail: z.enum(['pending', 'sent', 'failed']).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

export const OrderFilter = z.object({
  status: z.enum(['pending', 'paid', 'declined', 'failed']).optional().catch(undefined),
  plan: z.string().trim().max(40).optional().catch(undefined),
  promo: z.string().trim().max(40).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

/** An erasure cannot be undone: the address is typed twice. */
export const PrivacyErase = z
  .object({ intent: z.literal('erase'), email, confirmEmail: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required) })
  .refine((value) => value.email.toLowerCase() === value.confirmEmail.toLowerCase(), { message: 'Type the same address again to confirm', path: ['confirmEmail'] })
export const PrivacyExport = z.object({ email })

/** Sales staff invite a sponsor's users, naming the sponsor (its slug, as leads name it). */
export const SponsorInvite = z.object({
  email,
  sponsor: z
    .string({ error: 'Choose the sponsor' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Use the sponsor’s short name: lower-case letters, digits and hyphens'),
})

/** The sponsor portal's webhook forms. */
export const SponsorWebhookAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), url: z.string({ error: 'Enter the address your system receives leads at' }).trim().min(1, 'Enter the address your system receives leads at').max(500, MESSAGES.maxLength(501)) }),
  z.object({ intent: z.literal('rotate') }),
  z.object({ intent: z.literal('remove') }),
  z.object({ intent: z.literal('redeliver'), deliveryId: z.coerce.number().int().positive() }),
])
