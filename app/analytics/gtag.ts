import type { ConsentChoice } from '#lib/consent-cookie.ts'
import { loadScript } from '../utils/load-script.ts'
import type { PageAnalytics } from './types.ts'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** Google Consent Mode v2 signals for a choice. */
function consentModeSignals(granted: ConsentChoice) {
  const ads = granted.advertising ? 'granted' : 'denied'
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: granted.analytics ? 'granted' : 'denied' }
}

/**
 * Google Analytics 4 through gtag.js. Page views are sent by hand (send_page_view off) so that a
 * client-side navigation counts once; gtag sends titles as they are (the spec's title-casing off).
 */
export function createGtagAnalytics(config: { measurementId: string; scriptUrl: string }, granted: ConsentChoice): PageAnalytics {
  window.dataLayer = window.dataLayer ?? []
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  const gtag = window.gtag
  gtag('consent', 'default', { ...consentModeSignals({ analytics: false, advertising: false }), wait_for_update: 500 })
  gtag('consent', 'update', consentModeSignals(granted))
  gtag('js', new Date())
  gtag('config', config.measurementId, { send_page_view: false })
  void loadScript(`${config.scriptUrl}?id=${encodeURIComponent(config.measurementId)}`).catch(() => {})
  return {
    pageView: ({ location, path, title }) => gtag('event', 'page_view', { page_location: location, page_path: path, page_title: title }),
    updateConsent: (choice) => gtag('consent', 'update', consentModeSignals(choice)),
  }
}
