import { lazy, Suspense } from 'react'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../../consent/consent-context.tsx'

/** Fetched only where advertising was granted, with the crawler check it needs (docs/decisions/034). */
const InterstitialDialog = lazy(() => import('./interstitial-dialog.tsx'))

/**
 * The interstitial, capped by the client state's `ad` views: only with an ad network and the
 * visitor's consent to advertising (a house promotion is not worth interrupting a reader for).
 */
export function InterstitialAd({ config }: { config: ThirdPartyConfig }) {
  const { granted } = useConsent()
  if (!config.ads || !granted.advertising) return null
  // Mounted only from here on, so the pages seen are counted from the moment ads are allowed.
  return (
    <Suspense fallback={null}>
      <InterstitialDialog intervalMs={config.adModalIntervalMs} />
    </Suspense>
  )
}
