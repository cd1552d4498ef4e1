import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { ISLANDS_CONFIG_ID } from '../utils/islands.ts'

/** What a reading page tells its island module: the part of the root's data the browser uses (island-scripts.tsx writes it). */
export interface IslandsConfig {
  thirdParty: ThirdPartyConfig
  /** The session's user as the header shows it; null when signed out. */
  user: { firstname: string } | null
}

export function readIslandsConfig(): IslandsConfig {
  return JSON.parse(document.getElementById(ISLANDS_CONFIG_ID)!.textContent!) as IslandsConfig
}
