import type { ConsentChoice } from '#lib/consent-cookie.ts'

export interface PageView {
  /** The full address, query string included. */
  location: string
  /** Path and query string. */
  path: string
  title: string
}

/** Page-view analytics (Google Analytics 4, or the console). */
export interface PageAnalytics {
  pageView(view: PageView): void
  updateConsent(granted: ConsentChoice): void
}

/** Event analytics (an Amplitude-compatible SDK, or the console). */
export interface ProductAnalytics {
  track(event: string): void
  setOptOut(optOut: boolean): void
}
