import { loadScript } from '../utils/load-script.ts'
import type { ProductAnalytics } from './types.ts'

interface AmplitudeLike {
  init(apiKey: string, options?: Record<string, unknown>): unknown
  track(event: string, properties?: Record<string, unknown>): unknown
  setOptOut(optOut: boolean): void
}
declare global {
  interface Window {
    amplitude?: AmplitudeLike
  }
}

/** Product analytics through an Amplitude-compatible browser SDK; calls made before it loads wait for it. */
export function createAmplitudeAnalytics(config: { apiKey: string; scriptUrl: string }): ProductAnalytics {
  const sdk = loadScript(config.scriptUrl).then(() => {
    const amplitude = window.amplitude
    if (!amplitude) throw new Error('the product-analytics script did not define window.amplitude')
    // Page views go to Google Analytics; this SDK records product events only.
    amplitude.init(config.apiKey, { autocapture: false })
    return amplitude
  })
  const whenLoaded = (use: (amplitude: AmplitudeLike) => void) => void sdk.then(use, () => {})
  return {
    track: (event) => whenLoaded((amplitude) => void amplitude.track(event)),
    setOptOut: (optOut) => whenLoaded((amplitude) => amplitude.setOptOut(optOut)),
  }
}
