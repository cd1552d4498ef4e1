import type { PublicUser } from './services/accounts/accounts.ts'

export interface Visitor {
  user: PublicUser | null
  token: string | null
  /** Where the token came from: the back office and the sponsor portal take the session cookie only (decision 024). */
  tokenSource: 'bearer' | 'cookie' | null
  accessTokens: string[]
}

/**
 * The per-visitor part of a render's load context. Reading a value that is there (a signed-in
 * user, a token, access grants) marks the render personal; `markResponse` then keeps its answer
 * out of every shared cache, whatever the cache decided from the request's headers.
 */
export function createVisitorContext(visitor: Visitor) {
  let personal = false
  const read = <T>(value: T): T => {
    if (Array.isArray(value) ? value.length > 0 : value !== null) personal = true
    return value
  }
  const fields = {} as Visitor
  for (const name of ['user', 'token', 'tokenSource', 'accessTokens'] as const) {
    Object.defineProperty(fields, name, { enumerable: true, get: () => read(visitor[name]) })
  }
  return {
    fields,
    markResponse(response: Response): Response {
      if (personal) response.headers.set('Cache-Control', 'private, no-store')
      return response
    },
  }
}
