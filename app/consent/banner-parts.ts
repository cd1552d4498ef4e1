import { consentCookie, readConsentCookie, type ConsentChoice } from '#lib/consent-cookie.ts'

/**
 * What the consent banner's two drivers share: the React banner of hydrated pages
 * (consent-banner.tsx) and the reading pages' island (app/islands/consent.ts).
 */
export const BANNER_ID = 'consent-banner'
export const ASK_TEXT = 'May we measure visits and show ads from our partner? Necessary cookies always run. '
export const GPC_TEXT = 'Your browser sends a Global Privacy Control signal, so analytics and advertising stay off. '

type GpcNavigator = Navigator & { globalPrivacyControl?: boolean }

/** The stored choice and the browser's Global Privacy Control signal: read in the browser only, cached pages are the same for everyone (decision 009). */
export function readBrowserConsent(): { choice: ConsentChoice | null; globalPrivacyControl: boolean } {
  return { choice: readConsentCookie(document.cookie), globalPrivacyControl: (navigator as GpcNavigator).globalPrivacyControl === true }
}

export function storeConsent(choice: ConsentChoice) {
  document.cookie = consentCookie(choice, location.protocol === 'https:')
}

/**
 * While the banner is open it never hides what has the focus: the page reserves its height at the
 * bottom (so the end of the page can scroll above it), scrolling keeps that much clear
 * (scroll-padding), and a field focused under it is brought up into view. Returns the undo.
 */
export function reserveBannerSpace(banner: HTMLElement): () => void {
  const root = document.documentElement
  const reserve = () => {
    const height = `${banner.offsetHeight}px`
    root.style.scrollPaddingBottom = height
    document.body.style.paddingBottom = height
  }
  reserve()
  const resized = new ResizeObserver(reserve)
  resized.observe(banner)
  const onFocus = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || banner.contains(target)) return
    if (target.getBoundingClientRect().bottom > window.innerHeight - banner.offsetHeight) target.scrollIntoView({ block: 'nearest' })
  }
  document.addEventListener('focusin', onFocus)
  return () => {
    resized.disconnect()
    document.removeEventListener('focusin', onFocus)
    root.style.scrollPaddingBottom = ''
    document.body.style.paddingBottom = ''
  }
}
