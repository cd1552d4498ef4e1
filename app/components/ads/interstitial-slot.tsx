import type { ThirdPartyConfig } from '#server/env.ts'
import { useConsent } from '../../consent/consent-context.tsx'
import { appStore, useAppState } from '../../state/store.ts'
import { InterstitialAd } from './interstitial-ad.tsx'

const recordShown = (views: number) => appStore.getState().setAdModalViews(views)

/**
 * The interstitial, capped by the client state's `ad` views: only with an ad network and the
 * visitor's consent to advertising (a house promotion is not worth interrupting a reader for).
 */
export function InterstitialSlot({ config }: { config: ThirdPartyConfig }) {
  const { granted } = useConsent()
  const ad = useAppState((state) => state.ad)
  if (!config.ads || !granted.advertising) return null
  return <InterstitialAd ad={ad} intervalMs={config.adModalIntervalMs} onShown={recordShown} />
}
