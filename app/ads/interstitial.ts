import { isbot } from 'isbot'
import { shouldShowInterstitial } from '#lib/ads/interstitial-cap.ts'
import { appStore } from '../state/store.ts'
import { watchAdSlot } from './ad-slot.ts'

/** The pages this tab has shown since advertising was allowed: reading pages are full page loads, so it outlives the document. */
const SEEN_KEY = 'quota:pages-seen'
let seenHere = { last: null as string | null, count: 0 }
let open = false

function notePageSeen(path: string): number {
  let seen = seenHere
  try {
    const saved = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null') as typeof seen | null
    if (saved && typeof saved.count === 'number') seen = saved
  } catch {
    // Blocked storage: this document's count only.
  }
  if (seen.last !== path) seen = { last: path, count: seen.count + 1 }
  seenHere = seen
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(seen))
  } catch {
    // As above.
  }
  return seen.count
}

/**
 * The full-screen ad between pages: never on the first page a visitor sees, never to crawlers, at
 * most once per `intervalMs` (AD_MODAL_INTERVAL_HOURS), capped by the client state's `ad` views.
 * Called for each page shown while advertising is allowed, by hydrated pages (interstitial-ad.tsx)
 * and reading pages' islands alike. A native modal <dialog>: focus moves into it, Escape or the
 * button closes it and the focus returns to where it was.
 */
export function showInterstitialIfDue(path: string, ads: { networkId: string; scriptUrl: string }, intervalMs: number) {
  if (notePageSeen(path) < 2 || open || isbot(navigator.userAgent)) return
  const state = appStore.getState()
  if (!shouldShowInterstitial(state.ad, Date.now(), intervalMs)) return
  // set-ad-modal-views stores the new count and the time.
  state.setAdModalViews(state.ad.views + 1)
  open = true

  const dialog = document.createElement('dialog')
  dialog.className = 'interstitial'
  dialog.setAttribute('aria-labelledby', 'interstitial-heading')
  dialog.innerHTML = `<h2 id="interstitial-heading" class="interstitial__heading">Advertisement</h2>
<aside class="ad-banner ad-banner--simple ad-banner--standard" aria-label="Advertisement" data-ad-unit="interstitial" data-ad-state="pending"><div id="ad-interstitial-modal" class="ad-banner__slot"></div></aside>
<form method="dialog" class="interstitial__actions"><button type="submit" class="button" autofocus>Continue to the site</button></form>`
  const banner = dialog.querySelector('aside')!
  document.body.append(dialog)
  const removeSlot = watchAdSlot(banner, ads, 'interstitial', 'ad-interstitial-modal', (isEmpty) => (banner.dataset.adState = isEmpty ? 'empty' : 'filled'))
  dialog.addEventListener('close', () => {
    removeSlot()
    dialog.remove()
    open = false
  })
  dialog.showModal()
}
