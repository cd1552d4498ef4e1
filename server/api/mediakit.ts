import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { firstMessages } from '#lib/lead-fields.ts'
import { MediaKitRequest } from '#lib/media-kit-form.ts'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { anyoneOrSignedIn } from './security.ts'
import { commonErrors, json } from './responses.ts'

const MediaKitForm = z.record(z.string(), z.unknown()).openapi('MediaKitRequest', {
  description:
    'firstname, lastname, email, company and phone_number are required; job_title, interest and message are optional. phone_number is a string: only its digits are kept (7 to 15). Other names are ignored.',
  example: { firstname: 'Ada', lastname: 'Byron', email: 'ada@example.com', company: 'Acme', job_title: 'CMO', phone_number: '5550102030', interest: 'Webinars', message: 'Q3 launch' },
})

const MediaKitBody = z
  .object({
    received: z.literal(true),
    kit: z.object({
      updated: z.string(),
      audience: z.array(z.object({ label: z.string(), value: z.string() })),
      rates: z.array(z.object({ product: z.string(), unit: z.string(), price: z.string() })),
      contact: z.string(),
    }),
  })
  .openapi('MediaKit')

const routes = {
  request: createRoute({
    method: 'post',
    path: '/mediakit',
    ...anyoneOrSignedIn,
    summary: 'Request the media kit: the request is stored (once per email), the sales team is mailed, and the kit is answered',
    request: { body: { content: { 'application/json': { schema: MediaKitForm } }, required: true } },
    responses: { 200: json(MediaKitBody, 'Stored; the kit (audience figures and rates)'), ...commonErrors },
  }),
}

export function mediaKitRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.request, async (c) => {
    const form = MediaKitRequest.safeParse(c.req.valid('json'))
    if (!form.success) {
      return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', firstMessages(form.error.issues))
    }
    const mediaKit = c.var.services.mediaKit
    await mediaKit.request({ values: form.data, user: c.var.user, network: c.var.network })
    return c.json({ received: true as const, kit: mediaKit.contents() }, 200)
  })

  return app
}
