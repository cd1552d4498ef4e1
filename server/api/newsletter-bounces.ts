import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { errorResponse } from '../middleware/errors.ts'
import type { BounceOutcome } from '../services/newsletters/feedback/bounce-outcome.ts'
import { parseJson } from '../services/newsletters/feedback/bounce-outcome.ts'
import type { ApiEnv } from './api-env.ts'
import { commonErrors, ErrorBody, json } from './responses.ts'

export const SES_BOUNCES_PATH = '/newsletters/bounces/ses'
export const POSTMARK_BOUNCES_PATH = '/newsletters/bounces/postmark'
/** SNS posts its JSON as text/plain: the API's JSON-only rule lets this path's text through. */
export const TEXT_BODY_PATHS: ReadonlySet<string> = new Set([SES_BOUNCES_PATH])
/**
 * A provider's notification may carry the bounced mail's headers (SES keeps up to 10 KB of them,
 * escaped again inside SNS's JSON) or the bounce's content (Postmark): more than the API's 16 KB.
 */
export const WEBHOOK_BODY_PATHS: ReadonlySet<string> = new Set([SES_BOUNCES_PATH, POSTMARK_BOUNCES_PATH])
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024

const Handled = z.object({ handled: z.string(), suppressed: z.number().int() }).openapi('BounceHandled')
const refusals = (what: string) => ({
  400: json(ErrorBody, 'Not valid JSON, or not the provider’s message shape'),
  401: json(ErrorBody, what),
  404: json(ErrorBody, 'The provider is not configured'),
  413: commonErrors[413],
  415: commonErrors[415],
})

const routes = {
  ses: createRoute({
    method: 'post',
    path: SES_BOUNCES_PATH,
    security: [],
    summary: 'Amazon SES bounces and complaints, delivered by Amazon SNS',
    description:
      'The HTTPS subscription of the SNS topics named in SES_SNS_TOPIC_ARNS. Every message (SubscriptionConfirmation, Notification) must carry a valid SNS signature (SignatureVersion 1 or 2) made with a certificate from https://sns.<region>.amazonaws.com/; a subscription is confirmed by fetching its SubscribeURL (an SNS address only). A Permanent bounce or a complaint suppresses each recipient; a Transient bounce changes nothing. The body is SNS’s JSON, sent as text/plain.',
    responses: { 200: json(Handled, 'Taken: what was done'), 403: json(ErrorBody, 'A topic that is not configured'), ...refusals('The SNS signature or its certificate address is refused') },
  }),
  postmark: createRoute({
    method: 'post',
    path: POSTMARK_BOUNCES_PATH,
    security: [{ postmarkBasic: [] }],
    summary: 'Postmark bounce and spam complaint webhooks',
    description:
      'Postmark signs nothing: the webhook URL carries HTTP Basic credentials (POSTMARK_WEBHOOK_USER, POSTMARK_WEBHOOK_PASSWORD), compared in constant time before the body is read. A HardBounce, BadEmailAddress or ManuallyDeactivated bounce, a bounce that made Postmark deactivate the address (Inactive), or a SpamComplaint suppresses the address; other records change nothing.',
    responses: { 200: json(Handled, 'Taken: what was done'), ...refusals('Missing or wrong credentials') },
  }),
}

function answer(c: Context<ApiEnv>, outcome: BounceOutcome) {
  if (outcome.status === 200) return c.json({ handled: outcome.handled, suppressed: outcome.suppressed }, 200)
  return errorResponse(c, outcome.status, outcome.code, outcome.message)
}

/** The bounce and complaint webhooks (decision 055: how each provider is authenticated). */
export function newsletterBounceRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.ses, async (c) => answer(c, await c.var.services.newsletterFeedback.ses.handle(await c.req.text())) as never)

  app.openapi(routes.postmark, async (c) => {
    const postmark = c.var.services.newsletterFeedback.postmark
    if (!postmark.configured) return errorResponse(c, 404, 'not_found', 'No such API endpoint') as never
    if (!postmark.authorised(c.req.header('Authorization'))) {
      c.header('WWW-Authenticate', 'Basic realm="postmark-webhook", charset="UTF-8"')
      return errorResponse(c, 401, 'unauthenticated', 'The webhook credentials are missing or wrong') as never
    }
    const body = parseJson(await c.req.text())
    if (body === undefined) return errorResponse(c, 400, 'invalid_json', 'The body is not JSON') as never
    return answer(c, await postmark.handle(body)) as never
  })

  return app
}
