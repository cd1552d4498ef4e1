import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { ApiEnv } from './api-env.ts'
import { json } from './responses.ts'
import { anyone } from './security.ts'

const ChallengeBody = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().optional(),
  })
  .openapi('Challenge')

const route = createRoute({
  method: 'get',
  path: '/challenge',
  ...anyone,
  summary: 'A proof-of-work challenge (ALTCHA) for a network over its free share of form posts',
  description:
    "When a write answers 429 with code challenge_required, solve this challenge (the ALTCHA widget, or altcha-lib's solveChallenge) and send the request again with the base64 ALTCHA payload in the X-Altcha header (pages: the altcha form field). Each solution admits one request; a challenge expires after 10 minutes.",
  responses: { 200: json(ChallengeBody, 'The challenge, signed by the server') },
})

export function challengeRoutes() {
  const app = new OpenAPIHono<ApiEnv>()
  app.openapi(route, async (c) => c.json(await c.var.services.networkGate.challenge(), 200))
  return app
}
