import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../consent/consent-context.tsx'
import { createAmplitudeAnalytics } from './amplitude.ts'
import { consolePageAnalytics, consoleProductAnalytics } from './console-analytics.ts'
import { createGtagAnalytics } from './gtag.ts'
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
  const [started, setStarted] = useState(false)
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    if (!ready) return
    const granted = { analytics, advertising }
    const current = adapters.current
    if (current) {
      current.page.updateConsent(granted)
      current.product.setOptOut(!granted.analytics)
      return
    }
    if (!granted.analytics) return
    const page = config.analytics ? createGtagAnalytics(config.analytics, granted) : consolePageAnalytics
    const product = config.productAnalytics ? createAmplitudeAnalytics(config.productAnalytics) : consoleProductAnalytics
    product.track('App rendered')
    adapters.current = { page, product }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the adapters start only after consent, which is read in the browser
    setStarted(true)
  }, [ready, analytics, advertising, config])

  useEffect(() => {
    if (!started || !analytics || lastPath.current === location.pathname) return
    lastPath.current = location.pathname
    adapters.current?.page.pageView({ location: window.location.href, path: `${location.pathname}${location.search}`, title: document.title })
  }, [started, analytics, location.pathname, location.search])

  return null
}
