import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ContentUnavailableError } from '../content/client.ts'
import type { Webinar } from '../content/content-types.ts'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { ErrorBody, json } from './responses.ts'

const FormFieldBody = z
  .object({
    name: z.string(),
    label: z.string(),
    type: z.string().openapi({ description: 'text, email, tel, select, textarea or checkbox' }),
    required: z.boolean(),
    options: z.array(z.string()).openapi({ description: 'The choices of a select; empty otherwise' }),
  })
  .openapi('WebinarFormField')

const WebinarFieldsBody = z
  .object({ webinarId: z.number().int(), registrationOpen: z.boolean(), fields: z.array(FormFieldBody) })
  .openapi('WebinarFields')

const routes = {
  fields: createRoute({
    method: 'get',
    path: '/webinars/{id}/fields',
    summary: "The webinar's registration form: the field definitions stored with it",
    request: { params: z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: 'id', in: 'path' }, example: 27 }) }) },
    responses: {
      200: json(WebinarFieldsBody, 'The fields, in form order'),
      400: json(ErrorBody, 'The id is not a positive whole number'),
      404: json(ErrorBody, 'No such webinar'),
      503: json(ErrorBody, 'The content service is unavailable'),
    },
  }),
}

export function webinarRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.fields, async (c) => {
    const content = c.var.services.content
    const { id } = c.req.valid('param')
    let webinar: Webinar | null
    try {
      webinar = await content.getWebinar(id)
    } catch (error) {
      if (error instanceof ContentUnavailableError) return errorResponse(c, 503, 'content_unavailable', 'Webinars are not available right now')
      throw error
    }
    if (!webinar) return errorResponse(c, 404, 'not_found', 'No such webinar')
    c.header('Cache-Control', 'public, max-age=60')
    const fields = webinar.registrationFields.map(({ name, label, type, required, options }) => ({ name, label, type, required, options }))
    return c.json({ webinarId: webinar.id, registrationOpen: webinar.registrationOpen, fields }, 200)
  })

  return app
}
