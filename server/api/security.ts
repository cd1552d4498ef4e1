import { SESSION_COOKIE } from '../middleware/session-cookie.ts'

/** The two credentials the API accepts (server/middleware/session.ts), as OpenAPI security schemes. */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/token' },
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: "The web pages' session cookie (httpOnly)" },
  postmarkBasic: { type: 'http', scheme: 'basic', description: "Postmark's bounce webhook: POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD" },
} as const

/** Who may call an operation: anyone, only a signed-in reader, or anyone (a signed-in reader's details are used). */
type Requirement = Record<string, string[]>
export const anyone: { security: Requirement[] } = { security: [] }
export const signedIn: { security: Requirement[] } = { security: [{ bearer: [] }, { session: [] }] }
export const anyoneOrSignedIn: { security: Requirement[] } = { security: [{}, { bearer: [] }, { session: [] }] }
