import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../consent/consent-context.tsx'
import { createAnalyticsSession } from './analytics-session.ts'

/** A hydrated page's analytics: the document's session (analytics-session.ts) fed with the consent and the route. */
export function AnalyticsTracker({ config }: { config: ThirdPartyConfig }) {
  const { ready, granted } = useConsent()
  const { analytics, advertising } = granted
  const { pathname, search } = useLocation()
  const [session] = useState(() => createAnalyticsSession(config))

  useEffect(() => {
    if (ready) session.setConsent({ analytics, advertising })
  }, [session, ready, analytics, advertising])

  useEffect(() => session.setPage(pathname, search), [session, pathname, search])

  return null
}
