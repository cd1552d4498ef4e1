/** The `ad` part of the client state (spec §3): how often the interstitial was shown, and when last. */
export interface AdViews {
  views: number
  /** Milliseconds since the epoch of the last showing; 0 or null when never shown. */
  timestamp: number | null
}

export const NO_AD_VIEWS: AdViews = { views: 0, timestamp: null }

/**
 * The interstitial shows at most once per interval. A timestamp in the future (a changed clock
 * or a hand-edited store) cannot be trusted to count from, so it does not block the next showing.
 */
export function shouldShowInterstitial(ad: AdViews, now: number, intervalMs: number): boolean {
  if (!ad.timestamp || !Number.isFinite(ad.timestamp) || ad.timestamp > now) return true
  return now - ad.timestamp >= intervalMs
}
