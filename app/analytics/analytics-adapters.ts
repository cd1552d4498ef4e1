import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import type { ConsentChoice } from '#lib/consent-cookie.ts'
import { createAmplitudeAnalytics } from './amplitude.ts'
import { consolePageAnalytics, consoleProductAnalytics } from './console-analytics.ts'
import { createGtagAnalytics } from './gtag.ts'
import type { PageAnalytics, ProductAnalytics } from './types.ts'

/**
 * The analytics adapters for the site's configuration. A module of its own, imported only once a
 * visitor grants analytics: most visitors never fetch it (docs/decisions/034).
 */
export function createAnalytics(config: ThirdPartyConfig, granted: ConsentChoice): { page: PageAnalytics; product: ProductAnalytics } {
  return {
    page: config.analytics ? createGtagAnalytics(config.analytics, granted) : consolePageAnalytics,
    product: config.productAnalytics ? createAmplitudeAnalytics(config.productAnalytics) : consoleProductAnalytics,
  }
}
