import { z } from './zod.ts'
import { MESSAGES } from './validation-messages.ts'
import { confirmation } from './validation/rules.ts'

/**
 * One schema per form, used by the JSON API and by the pages' actions (and Conform in the
 * browser), so both sides accept and reject exactly the same input with the same messages.
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

const required = z.string({ error: MESSAGES.required }).check(z.trim(), z.minLength(1, MESSAGES.required))

/** A required text shorter than `below` characters. */
export const requiredText = (below: number) => required.check(z.maxLength(below - 1, MESSAGES.maxLength(below)))
export const optionalText = (below: number) =>
  z.pipe(
    z.optional(z.string({ error: MESSAGES.required }).check(z.trim(), z.maxLength(below - 1, MESSAGES.maxLength(below)))),
    z.transform((value: string | undefined) => value ?? ''),
  )

export const email = required.check(z.maxLength(253, MESSAGES.maxLength(254)), z.regex(EMAIL_PATTERN, MESSAGES.email))
/** Length and strength are checked by the accounts service (it knows the context words). */
export const password = z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required), z.maxLength(1024, MESSAGES.maxLength(1025)))

/** Checkboxes and the old client's 'Subscribed' both mean yes. */
export const subscribed = z.pipe(
  z.optional(z.union([z.boolean(), z.string()], { error: 'Must be true or false' })),
  z.transform((value: boolean | string | undefined) => value === true || value === 'Subscribed' || value === 'on' || value === 'true'),
)

export const TokenRequest = z.object({ email, password })

export const ProfileFields = z.object({
  firstname: requiredText(100),
  lastname: optionalText(100),
  company: optionalText(150),
  jobTitle: optionalText(150),
  phone: optionalText(40),
})

export const RegistrationRequest = z.extend(ProfileFields, { email, password })
/** The profile page's form: the profile and the email (a new one is confirmed by mail). */
export const ProfileForm = z.extend(ProfileFields, { email })

/** Every field optional: send only what changes. Unknown fields are dropped. */
export const ProfileUpdate = z.object({
  firstname: z.optional(requiredText(100)),
  lastname: z.optional(optionalText(100)),
  company: z.optional(optionalText(150)),
  jobTitle: z.optional(optionalText(150)),
  phone: z.optional(optionalText(40)),
  email: z.optional(email),
})

export const PasswordResetRequest = z.object({ email })
export const PasswordResetConfirm = z.object({ resetToken: requiredText(200), newPassword: password })
export const PasswordChange = z.object({ currentPassword: password, newPassword: password })
/** The page's form asks for the new password twice; the JSON API takes it once (a client program does not mistype). */
export const PasswordChangeForm = z.extend(PasswordChange, { newPasswordConfirmation: z._default(z.optional(z.string()), '') }).check(z.superRefine(confirmation('newPassword')))
export const AccountDeletion = z.object({ password })

export const NewsletterChoices = z.object({ dailyBoost: subscribed, salesDigest: subscribed, thirdParty: subscribed })
/** An anonymous visitor gives an address; a signed-in reader's is the account's. */
export const NewsletterSubscription = z.extend(NewsletterChoices, { email: z.optional(email) })

/** The link's token, posted back by the confirmation page; a signed-out visitor signs in on the same form. */
export const EmailChangeConfirm = z.object({ token: requiredText(200) })
export const EmailChangeConfirmSignIn = z.extend(EmailChangeConfirm, { email, password })
/** The confirmation page's form for a signed-in reader: one form either way, without email or password. */
export const EmailChangeConfirmSignedIn = z.partial(EmailChangeConfirmSignIn, { email: true, password: true })
/** The token of a link we mailed (a newsletter confirmation or unsubscribe), posted back by its page. */
export const NewsletterLink = z.object({ token: requiredText(200) })
