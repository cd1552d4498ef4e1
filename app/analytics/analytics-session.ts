import { REJECT_ALL, type ConsentChoice } from '#lib/consent-cookie.ts'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import type { PageAnalytics, ProductAnalytics } from './types.ts'

export interface AnalyticsSession {
  /** What the visitor grants now (call it once the choice is known: never before). */
  setConsent(granted: ConsentChoice): void
  /** The page shown now; a page view is reported when its path differs from the last reported. */
  setPage(pathname: string, search: string): void
}

/**
 * One document's analytics, for hydrated pages (analytics-tracker.tsx) and reading pages' islands
 * alike: it starts once the visitor grants analytics (never before), tracks 'App rendered' once,
 * and reports a page view at start (with the query string) and on every path change.
 */
export function createAnalyticsSession(config: ThirdPartyConfig): AnalyticsSession {
  let adapters: { page: PageAnalytics; product: ProductAnalytics } | null = null
  let loading = false
  /** The choice as it is now, for a module that arrives after it changed. */
  let latest: ConsentChoice = REJECT_ALL
  let page: { pathname: string; search: string } | null = null
  let lastPath: string | null = null

  function reportPage() {
    if (!adapters || !latest.analytics || !page || lastPath === page.pathname) return
    lastPath = page.pathname
    adapters.page.pageView({ location: window.location.href, path: `${page.pathname}${page.search}`, title: document.title })
  }

  return {
    setConsent(granted) {
      latest = granted
      if (adapters) {
        adapters.page.updateConsent(granted)
        adapters.product.setOptOut(!granted.analytics)
        reportPage()
        return
      }
      if (!granted.analytics || loading) return
      loading = true
      // Fetched only once analytics is granted: most visitors never load it (docs/decisions/034).
      void import('./analytics-adapters.ts')
        .then(
          ({ createAnalytics }) => {
            if (!latest.analytics) return
            adapters = createAnalytics(config, latest)
            adapters.product.track('App rendered')
            reportPage()
          },
          () => {},
        )
        .finally(() => (loading = false))
    },
    setPage(pathname, search) {
      page = { pathname, search }
      reportPage()
    },
  }
}
