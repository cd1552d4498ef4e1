import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Context } from 'hono'
import { INT4_MAX } from '#lib/validation/ranges.ts'
import { firstMessages } from '#lib/lead-fields.ts'
import { registrationFields, registrationStage } from '#lib/webinar-registration.ts'
import { registrationSchema } from '#lib/webinar-registration-schema.ts'
import { ContentUnavailableError } from '../content/client.ts'
import type { Webinar } from '#lib/content-model.ts'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { anyone, anyoneOrSignedIn } from './security.ts'
import { commonErrors, ErrorBody, json, jsonBody } from './responses.ts'

const FormFieldBody = z
  .object({
    name: z.string(),
    label: z.string(),
    type: z.string().openapi({ description: 'text, email, tel, select, textarea or checkbox' }),
    required: z.boolean(),
    options: z.array(z.string()).openapi({ description: 'The choices of a select; empty otherwise' }),
  })
  .openapi('WebinarFormField')

const WebinarFieldsBody = z.object({ webinarId: z.number().int(), registrationOpen: z.boolean(), fields: z.array(FormFieldBody) }).openapi('WebinarFields')

const WebinarIdParam = z.coerce.number().int().positive().max(INT4_MAX, 'Must be the webinar id')

const RegistrationRequest = z
  .object({
    form: z.record(z.string(), z.unknown(), { error: 'Required' }).openapi({
      description: 'The answers, by the names of GET /webinars/{id}/fields; other names are ignored',
      example: { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com', company: 'Acme', team_size: '11-50' },
    }),
    webinarId: z
      .union(
        [
          z.number().int().positive().max(INT4_MAX),
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ],
        { error: 'Must be the webinar id' },
      )
      .openapi({ description: 'The same id as the path', example: 27 }),
    upcomingWebinar: z.boolean({ error: 'Must be true or false' }).optional().openapi({ description: "The client's view; the server decides from the webinar's date" }),
    title: z.string({ error: 'Must be text' }).max(500, 'Must be less than 501 characters').optional().openapi({ description: "The webinar's title, as the client shows it" }),
  })
  .openapi('WebinarRegistrationRequest')

const RegistrationBody = z
  .object({
    registered: z.literal(true),
    webinarId: z.number().int(),
    replayUnlocked: z.boolean().openapi({ description: 'A held webinar: the recording is unlocked for this address' }),
  })
  .openapi('WebinarRegistration', { example: { registered: true, webinarId: 27, replayUnlocked: false } })

const routes = {
  fields: createRoute({
    method: 'get',
    path: '/webinars/{id}/fields',
    ...anyone,
    summary: "The webinar's registration form: the field definitions stored with it",
    request: { params: z.object({ id: WebinarIdParam.openapi({ param: { name: 'id', in: 'path' }, example: 27 }) }) },
    responses: {
      200: json(WebinarFieldsBody, 'The fields, in form order'),
      400: json(ErrorBody, 'The id is not a positive whole number'),
      404: json(ErrorBody, 'No such webinar'),
      503: json(ErrorBody, 'The content service is unavailable'),
    },
  }),
  register: createRoute({
    method: 'post',
    path: '/webinars/register/{webinarId}',
    ...anyoneOrSignedIn,
    summary: 'Register for a webinar (or, for a held one, unlock its recording); a repeat with the same email is answered the same and stored once',
    request: {
      params: z.object({ webinarId: WebinarIdParam.openapi({ param: { name: 'webinarId', in: 'path' }, example: 27 }) }),
      ...jsonBody(RegistrationRequest),
    },
    responses: {
      200: json(RegistrationBody, 'Registered; a confirmation is mailed (with a calendar invitation for a session to come)'),
      404: json(ErrorBody, 'No such webinar'),
      409: json(ErrorBody, 'Registration for this webinar is closed'),
      ...commonErrors,
    },
  }),
}

type Missing = { status: 404 | 503; code: 'not_found' | 'content_unavailable'; message: string }

/** The webinar, or why there is none: unknown (404), or the content service is down (503). */
async function findWebinar(c: Context<ApiEnv>, id: number): Promise<Webinar | Missing> {
  try {
    return (await c.var.services.content.getWebinar(id)) ?? { status: 404, code: 'not_found', message: 'No such webinar' }
  } catch (error) {
    if (error instanceof ContentUnavailableError) return { status: 503, code: 'content_unavailable', message: 'Webinars are not available right now' }
    throw error
  }
}
const isMissing = (found: Webinar | Missing): found is Missing => 'code' in found

export function webinarRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.fields, async (c) => {
    const webinar = await findWebinar(c, c.req.valid('param').id)
    if (isMissing(webinar)) return errorResponse(c, webinar.status, webinar.code, webinar.message)
    c.header('Cache-Control', 'public, max-age=60')
    return c.json({ webinarId: webinar.id, registrationOpen: webinar.registrationOpen, fields: registrationFields(webinar) }, 200)
  })

  app.openapi(routes.register, async (c) => {
    const { webinarId } = c.req.valid('param')
    const body = c.req.valid('json')
    if (body.webinarId !== webinarId) return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', { webinarId: 'Does not match the address' })
    const webinar = await findWebinar(c, webinarId)
    if (isMissing(webinar)) return errorResponse(c, webinar.status, webinar.code, webinar.message)
    if (registrationStage(webinar) === 'closed') return errorResponse(c, 409, 'conflict', 'Registration for this webinar is closed')
    const form = registrationSchema(webinar).safeParse(body.form)
    if (!form.success) {
      return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', firstMessages(form.error.issues, 'form.'))
    }
    const { replayUnlocked } = await c.var.services.webinarRegistrations.register({ webinar, values: form.data, user: c.var.user, network: c.var.network })
    return c.json({ registered: true as const, webinarId, replayUnlocked }, 200)
  })

  return app
}
