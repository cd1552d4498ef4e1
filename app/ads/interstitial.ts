import { isbot } from 'isbot'
import { shouldShowInterstitial } from '#lib/ads/interstitial-cap.ts'
import { appStore } from '../state/store.ts'
import { watchAdSlot } from './ad-slot.ts'

let open = false

/**
 * The full-screen ad between pages: never on the first page a visitor sees, never to crawlers, at
 * most once per `intervalMs` (AD_MODAL_INTERVAL_HOURS), capped by the client state's `ad` views.
 * Called for each page shown while advertising is allowed, with the count of pages-seen.ts, by
 * hydrated pages (interstitial-ad.tsx) and reading pages' islands alike. A native modal <dialog>: focus moves into it, Escape or the
 * button closes it and the focus returns to where it was.
 */
export function showInterstitialIfDue(pagesSeen: number, ads: { networkId: string; scriptUrl: string }, intervalMs: number) {
  if (pagesSeen < 2 || open || isbot(navigator.userAgent)) return
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
