import { isbot } from 'isbot'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { shouldShowInterstitial } from '#lib/ads/interstitial-cap.ts'
import { appStore, useAppState } from '../../state/store.ts'
import { AdBanner } from './ad-banner.tsx'

/**
 * A full-screen ad between pages: never on the first page a visitor sees, never to crawlers, at
 * most once per `intervalMs` (AD_MODAL_INTERVAL_HOURS). A native modal <dialog>: focus moves into
 * it, Escape or the button closes it and the focus returns to where it was.
 */
export default function InterstitialDialog({ intervalMs }: { intervalMs: number }) {
  const { pathname } = useLocation()
  const ad = useAppState((state) => state.ad)
  const pagesSeen = useRef<string[]>([])
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (pagesSeen.current.at(-1) !== pathname) pagesSeen.current.push(pathname)
    if (open || pagesSeen.current.length < 2 || isbot(navigator.userAgent)) return
    if (!shouldShowInterstitial(ad, Date.now(), intervalMs)) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether to show depends on the pages seen in this browser and the clock
    setOpen(true)
    // set-ad-modal-views stores the new count and the time.
    appStore.getState().setAdModalViews(ad.views + 1)
  }, [pathname, ad, intervalMs, open])

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open])

  if (!open) return null
  return (
    <dialog ref={dialog} className="interstitial" aria-labelledby="interstitial-heading" onClose={() => setOpen(false)}>
      <h2 id="interstitial-heading" className="interstitial__heading">
        Advertisement
      </h2>
      <AdBanner unit="interstitial" />
      <form method="dialog" className="interstitial__actions">
        <button type="submit" className="button" autoFocus>
          Continue to the site
        </button>
      </form>
    </dialog>
  )
}
