import type { Logger } from 'pino'
import type { PublicEnv } from './env.ts'
import type { ContentClient } from './content/client.ts'
import type { MenuClient } from './menus-client.ts'
import type { Accounts, PublicUser } from './services/accounts.ts'
import type { Leads } from './services/leads.ts'
import type { MediaKitService } from './services/media-kit.ts'
import type { GatedLeads } from './services/gated-leads.ts'
import type { WebinarRegistrations } from './services/webinar-registrations.ts'
import type { Newsletters } from './services/newsletters.ts'
import type { PromoCodes } from './services/promo-codes.ts'
import type { Subscriptions } from './services/subscriptions.ts'
import type { VideoService } from './services/video/index.ts'

/** What every loader and action receives: services in-process, never the API over HTTP. */
export interface QuotaLoadContext {
  env: PublicEnv
  nonce: string
  requestId: string
  log: Logger
  content: ContentClient
  menus: MenuClient
  /** Sanitises CMS HTML on the server, where the allow-list lives. */
  sanitizeContent(html: string): string
  accounts: Accounts
  newsletters: Newsletters
  videos: VideoService
  leads: Leads
  webinarRegistrations: WebinarRegistrations
  mediaKit: MediaKitService
  promoCodes: PromoCodes
  subscriptions: Subscriptions
  gatedLeads: GatedLeads
  /** The signed-in reader (null for anonymous visitors), and the token of this request. */
  user: PublicUser | null
  token: string | null
  clientIp: string
  /** Set-Cookie values that start or end the web session. */
  sessionCookie(token: string): string
  clearSessionCookie(): string
  /** The access tokens this browser holds (see server/access-cookie.ts), and the Set-Cookie value adding one. */
  accessTokens: string[]
  accessCookie(token: string): string
  /** Set when the server refused the request before reading it (a form body over the limit): the page is this error. */
  refusedStatus: 413 | null
}

declare module 'react-router' {
  interface AppLoadContext extends QuotaLoadContext {}
}
