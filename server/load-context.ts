import type { Logger } from 'pino'
import type { PublicEnv } from './env.ts'
import type { PublicUser } from './services/accounts/accounts.ts'
import type { UnsavedForm } from '#lib/unsaved-form.ts'
import type { BackOfficeScreens } from '#lib/back-office-screen.ts'
import type { Services } from './services/index.ts'

/** What every loader and action receives: services in-process, never the API over HTTP. */
export interface QuotaLoadContext extends Services {
  env: PublicEnv
  /** The back office's screens as its routes declare them: the capability each checks, the navigation. */
  screens: BackOfficeScreens
  nonce: string
  requestId: string
  log: Logger
  /** Sanitises CMS HTML on the server, where the allow-list lives. */
  sanitizeContent(html: string): string
  /** The signed-in reader (null for anonymous visitors), and the token of this request. */
  user: PublicUser | null
  token: string | null
  /** `cookie` for the web session; `bearer` for an API token sent to a page, which staff screens refuse. */
  tokenSource: 'bearer' | 'cookie' | null
  clientIp: string
  /** The session could not be checked (the database is down): neither signed in nor signed out. Pages that need the user answer 503. */
  sessionUnavailable: boolean
  /** What a form posted meanwhile carried (no secrets, no files), for the 503 page to give back. */
  unsavedForm: UnsavedForm | null
  /** Set-Cookie values that start or end the web session. */
  sessionCookie(token: string): string
  clearSessionCookie(): string
  /** The access tokens this browser holds (see server/middleware/access-cookie.ts), and the Set-Cookie value adding one. */
  accessTokens: string[]
  accessCookie(token: string): string
  /** Set when the server refused the request before reading it (a form body over the limit): the page is this error. */
  refusedStatus: 413 | null
  /** Notes that this page left out a part it could not read: it is served, never cached. */
  markPartial(): void
}

/**
 * Pages see this as React Router's `AppLoadContext`. They import no server module: the shapes
 * both sides share are in lib/, and a service's answer is named from here where a page needs it
 * (`ReturnType<AppLoadContext['postAdmin']['of']>`), decision 048.
 */
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends QuotaLoadContext {}
}
