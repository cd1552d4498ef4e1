import type { PageAnalytics, ProductAnalytics } from './types.ts'

/** Without keys: the calls go to the console in development, nowhere in production. */
const log = import.meta.env.DEV ? (...args: unknown[]) => console.info('[analytics]', ...args) : () => {}

export const consolePageAnalytics: PageAnalytics = {
  pageView: (view) => log('page_view', view),
  updateConsent: (granted) => log('consent', granted),
}

export const consoleProductAnalytics: ProductAnalytics = {
  track: (event) => log('track', event),
  setOptOut: (optOut) => log('opt-out', optOut),
}
