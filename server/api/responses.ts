import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type * as core from 'zod/v4/core'
import { classic } from './classic-schema.ts'
import { errorResponse } from '../middleware/errors.ts'

export const ErrorBody = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
    requestId: z.string().optional(),
  })
  .openapi('Error')

export const UserBody = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    company: z.string(),
    jobTitle: z.string(),
    phone: z.string(),
  })
  .openapi('User')

export const NewslettersBody = z.object({ dailyBoost: z.boolean(), salesDigest: z.boolean(), thirdParty: z.boolean() }).openapi('Newsletters')

/** An anonymous sign-up: nothing is stored as a choice until the link mailed to the address is followed. */
export const NewsletterPendingBody = z.object({ status: z.literal('pending_confirmation'), message: z.string() }).openapi('NewsletterPendingConfirmation')

const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description })
/** A request body; a shared form schema (zod/mini) is documented and checked as its classic copy. */
export const jsonBody = <T extends core.$ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema: classic(schema) } }, required: true } })

/** The answers every endpoint may give besides its success. */
export const commonErrors = {
  400: json(ErrorBody, 'Invalid JSON or fields (validation_failed with a message per field)'),
  413: json(ErrorBody, 'Body too large'),
  415: json(ErrorBody, 'Not application/json'),
  429: json(ErrorBody, 'Too many attempts; see Retry-After. Code challenge_required: this network is over its free share, and a solved GET /challenge in the X-Altcha header admits the request'),
  503: json(ErrorBody, 'Database unavailable or too busy; see Retry-After'),
}
export const authErrors = { 401: json(ErrorBody, 'Not signed in, or the token expired or was revoked') }
export { json }

export function unauthenticated(c: Context) {
  return errorResponse(c, 401, 'unauthenticated', 'Sign in to continue')
}
