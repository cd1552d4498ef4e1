import type { Accounts } from '../services/accounts.ts'
import type { Newsletters } from '../services/newsletters.ts'
import type { RequestVariables } from '../middleware/request-context.ts'
import type { SessionVariables } from '../middleware/session.ts'

export interface Services {
  accounts: Accounts
  newsletters: Newsletters
}

export type ApiEnv = { Variables: RequestVariables & SessionVariables & { services: Services; clientIp: string } }
