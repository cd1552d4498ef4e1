/** The ad and analytics providers the browser may load (after consent); a provider is null without its key. */
export interface ThirdPartyConfig {
  ads: { networkId: string; scriptUrl: string } | null
  analytics: { measurementId: string; scriptUrl: string } | null
  productAnalytics: { apiKey: string; scriptUrl: string } | null
  /** The interstitial ad shows at most once in this many milliseconds. */
  adModalIntervalMs: number
}
