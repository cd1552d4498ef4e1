import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../../consent/consent-context.tsx'
import { notePageSeen } from '../../ads/pages-seen.ts'

/**
 * A hydrated page's interstitial (app/ads/interstitial.ts): only with an ad network and the
 * visitor's consent to advertising (a house promotion is not worth interrupting a reader for).
 * Pages count from the moment ads are allowed.
 */
export function InterstitialAd({ config }: { config: ThirdPartyConfig }) {
  const { granted } = useConsent()
  const { pathname } = useLocation()
  const ads = granted.advertising ? config.ads : null
  const intervalMs = config.adModalIntervalMs

  useEffect(() => {
    if (!ads) return
    const pagesSeen = notePageSeen(pathname)
    // Fetched only where advertising was granted, with the crawler check it needs (docs/decisions/034).
    void import('../../ads/interstitial.ts').then(
      ({ showInterstitialIfDue }) => showInterstitialIfDue(pagesSeen, ads, intervalMs),
      () => {},
    )
  }, [ads, pathname, intervalMs])

  return null
}
