import { isbot } from 'isbot'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { shouldShowInterstitial, type AdViews } from '#lib/ads/interstitial-cap.ts'
import { AdBanner } from './ad-banner.tsx'

interface InterstitialAdProps {
  /** The `ad` part of the client state. */
  ad: AdViews
  /** The interstitial shows at most once per this many milliseconds (AD_MODAL_INTERVAL_HOURS). */
  intervalMs: number
  /** Called once when it opens, with the new view count (set-ad-modal-views stores it and the time). */
  onShown(views: number): void
}

/**
 * A full-screen ad between pages: never on the first page a visitor sees, never to crawlers, at
 * most once per interval. A native modal <dialog>: focus moves into it, Escape or the button
 * closes it and the focus returns to where it was.
 */
export function InterstitialAd({ ad, intervalMs, onShown }: InterstitialAdProps) {
  const { pathname } = useLocation()
  const pagesSeen = useRef<string[]>([])
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (pagesSeen.current.at(-1) !== pathname) pagesSeen.current.push(pathname)
    if (open || pagesSeen.current.length < 2 || isbot(navigator.userAgent)) return
    if (!shouldShowInterstitial(ad, Date.now(), intervalMs)) return
    setOpen(true)
    onShown(ad.views + 1)
  }, [pathname, ad, intervalMs, onShown, open])

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
