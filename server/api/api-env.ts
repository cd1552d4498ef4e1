import type { ContentClient } from '../content/client.ts'
import type { Accounts } from '../services/accounts/accounts.ts'
import type { Leads } from '../services/leads/leads.ts'
import type { MediaKitService } from '../services/leads/media-kit.ts'
import type { GatedLeads } from '../services/leads/gated-leads.ts'
import type { WebinarRegistrations } from '../services/leads/webinar-registrations.ts'
import type { Newsletters } from '../services/accounts/newsletters.ts'
import type { PromoCodes } from '../services/commerce/promo-codes.ts'
import type { Subscriptions } from '../services/commerce/subscriptions.ts'
import type { RequestVariables } from '../middleware/request-context.ts'
import type { SessionVariables } from '../middleware/session.ts'

export interface Services {
  accounts: Accounts
  newsletters: Newsletters
  leads: Leads
  content: ContentClient
  webinarRegistrations: WebinarRegistrations
  mediaKit: MediaKitService
  promoCodes: PromoCodes
  subscriptions: Subscriptions
  gatedLeads: GatedLeads
}

export type ApiEnv = { Variables: RequestVariables & SessionVariables & { services: Services; clientIp: string } }
