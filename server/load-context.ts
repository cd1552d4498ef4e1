import type { Logger } from 'pino'
import type { PublicEnv } from './env.ts'
import type { ContentClient } from './content/client.ts'
import type { MenuClient } from './menus-client.ts'

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
}

declare module 'react-router' {
  interface AppLoadContext extends QuotaLoadContext {}
}
