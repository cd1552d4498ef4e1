import type { ContentClient } from '../content/client.ts'
import type { Accounts } from '../services/accounts.ts'
import type { Leads } from '../services/leads.ts'
import type { Newsletters } from '../services/newsletters.ts'
import type { RequestVariables } from '../middleware/request-context.ts'
import type { SessionVariables } from '../middleware/session.ts'

export interface Services {
  accounts: Accounts
  newsletters: Newsletters
  leads: Leads
  content: ContentClient
}

export type ApiEnv = { Variables: RequestVariables & SessionVariables & { services: Services; clientIp: string } }
