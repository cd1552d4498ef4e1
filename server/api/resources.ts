import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { assetLeadFields } from '#lib/asset-lead-form.ts'
import { createLeadFormSchema } from '#lib/lead-forms.ts'
import { ContentUnavailableError } from '../content/client.ts'
import type { Resource } from '#lib/content-model.ts'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { classic } from './classic-schema.ts'
import { anyoneOrSignedIn } from './security.ts'
import { commonErrors, ErrorBody, json, jsonBody } from './responses.ts'

/** The same schema as the page's form (labels aside, the fields do not depend on the sponsor). */
const AssetLeadRequest = classic(createLeadFormSchema(assetLeadFields(null))).openapi('AssetLeadRequest', {
  description:
    'firstname, lastname, email, company, jobTitle (required); phone (optional, only its 7 to 15 digits are kept), companySize (optional, one of the listed sizes); consent (true, required). Other names are ignored.',
  example: { firstname: 'Ada', lastname: 'Byron', email: 'ada@example.com', company: 'Acme', jobTitle: 'CMO', phone: '555 010 2030', consent: true },
})

const AssetLeadBody = z
  .object({
    downloadUrl: z.string().openapi({ description: 'Site path of the download; its key unlocks it on any device', example: '/resources/download/the-pipeline-coverage-myth?key=…' }),
  })
  .openapi('AssetLead')

/** Our own addition to spec §7: the gated-download form of /resources/content/{title}/{client} as JSON. */
const routes = {
  assetLead: createRoute({
    method: 'post',
    path: '/resources/{slug}/leads',
    ...anyoneOrSignedIn,
    summary: "Fill in a gated asset's download form: the lead is stored (once per address) and the download link returned and mailed",
    request: { params: z.object({ slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'the-pipeline-coverage-myth' }) }), ...jsonBody(AssetLeadRequest) },
    responses: {
      200: json(AssetLeadBody, 'Stored (a retry updates the same lead); the access cookie is not set, use the link'),
      ...commonErrors,
      404: json(ErrorBody, 'No such gated asset'),
    },
  }),
}

export function resourceRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.assetLead, async (c) => {
    const { content, gatedLeads } = c.var.services
    const { slug } = c.req.valid('param')
    let resource: Resource | null = null
    try {
      resource = /^[a-z0-9-]{1,200}$/.test(slug) ? await content.getResource(slug) : null
    } catch (error) {
      if (error instanceof ContentUnavailableError) return errorResponse(c, 503, 'content_unavailable', 'Resources are not available right now')
      throw error
    }
    if (!resource?.gated || !resource.file) return errorResponse(c, 404, 'not_found', 'No such gated asset')
    const { downloadUrl } = await gatedLeads.submitAsset(resource, { values: c.req.valid('json'), userId: c.var.user?.id, network: c.var.network })
    return c.json({ downloadUrl }, 200)
  })

  return app
}
