import type { ContentClient } from '../content/client.ts'
import type { Accounts } from '../services/accounts.ts'
import type { Newsletters } from '../services/newsletters.ts'
import type { PromoCodes } from '../services/promo-codes.ts'
import type { Subscriptions } from '../services/subscriptions.ts'
import type { RequestVariables } from '../middleware/request-context.ts'
import type { SessionVariables } from '../middleware/session.ts'

export interface Services {
  accounts: Accounts
  newsletters: Newsletters
  content: ContentClient
  promoCodes: PromoCodes
  subscriptions: Subscriptions
}

export type ApiEnv = { Variables: RequestVariables & SessionVariables & { services: Services; clientIp: string } }
