import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../consent/consent-context.tsx'
import type { PageAnalytics, ProductAnalytics } from './types.ts'

/**
 * Starts analytics once the visitor grants it (never before), tracks 'App rendered' once per
 * document, and reports a page view at start (with the query string) and on every path change.
 */
export function AnalyticsTracker({ config }: { config: ThirdPartyConfig }) {
  const { ready, granted: choice } = useConsent()
  const { analytics, advertising } = choice
  const location = useLocation()
  const adapters = useRef<{ page: PageAnalytics; product: ProductAnalytics } | null>(null)
  const loading = useRef(false)
  /** The choice as it is now, for a module that arrives after it changed. */
  const latestChoice = useRef(choice)
  const [started, setStarted] = useState(false)
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    latestChoice.current = { analytics, advertising }
    if (!ready) return
    const current = adapters.current
    if (current) {
      current.page.updateConsent({ analytics, advertising })
      current.product.setOptOut(!analytics)
      return
    }
    if (!analytics || loading.current) return
    loading.current = true
    void import('./analytics-adapters.ts')
      .then(
        ({ createAnalytics }) => {
          // The choice may have changed while the module loaded: the adapters start with the latest, if any.
          if (!latestChoice.current.analytics) return
          adapters.current = createAnalytics(config, latestChoice.current)
          adapters.current.product.track('App rendered')
          setStarted(true)
        },
        () => {},
      )
      .finally(() => (loading.current = false))
  }, [ready, analytics, advertising, config])

  useEffect(() => {
    if (!started || !analytics || lastPath.current === location.pathname) return
    lastPath.current = location.pathname
    adapters.current?.page.pageView({ location: window.location.href, path: `${location.pathname}${location.search}`, title: document.title })
  }, [started, analytics, location.pathname, location.search])

  return null
}
