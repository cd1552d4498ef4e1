import type { Services } from '../services/index.ts'
import type { NetworkPass } from '../services/network-gate.ts'
import type { RequestVariables } from '../middleware/request-context.ts'
import type { SessionVariables } from '../middleware/session.ts'

export type ApiEnv = { Variables: RequestVariables & SessionVariables & { services: Services; clientIp: string; network: NetworkPass } }
