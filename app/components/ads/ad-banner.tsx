import { useEffect, useId, useRef, useState } from 'react'
import { Link, useRouteLoaderData } from 'react-router'
import { LEADERBOARD_UNIT } from '#lib/ads/size-mapping.ts'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../../consent/consent-context.tsx'
import type { AdSlotHandle } from '../../ads/gpt.ts'
import type { HousePromotion } from '../../ads/house-promotion.ts'

interface AdBannerProps {
  /** The ad unit; the default is the leaderboard zone. */
  unit?: string
  /** `header`: a full-width band under the site header; `simple`: a centred box in the page. */
  type?: 'header' | 'simple'
}

/** Slots are requested when they come this close to the viewport. */
const NEAR_VIEWPORT = '200px 0px'

type SlotState = 'pending' | 'filled' | 'empty'

/**
 * An ad banner. Its box is sized in CSS for the largest creative the viewport may get (so nothing
 * shifts), and its slot is requested only when near the viewport. Without an ad network, or
 * without consent to advertising, it shows one of our own promotions in the same box.
 */
export function AdBanner({ unit = LEADERBOARD_UNIT, type = 'simple' }: AdBannerProps) {
  const root = useRouteLoaderData('root') as { env?: { thirdParty?: ThirdPartyConfig }; promotions?: HousePromotion[] } | undefined
  const ads = root?.env?.thirdParty?.ads ?? null
  const { ready, granted } = useConsent()
  const mode = !ads ? 'house' : !ready ? 'pending' : granted.advertising ? 'gpt' : 'house'
  const [slotState, setSlotState] = useState<SlotState>('pending')
  const box = useRef<HTMLElement>(null)
  const elementId = `ad-${unit}-${useId().replace(/[^\w-]/g, '')}`

  useEffect(() => {
    const element = box.current
    if (mode !== 'gpt' || !ads || !element) return
    setSlotState('pending')
    let slot: AdSlotHandle | null = null
    let near = false
    let gone = false
    // GPT's adapter is fetched only where advertising was granted (docs/decisions/034).
    void import('../../ads/gpt.ts').then(
      ({ defineGptSlot }) => {
        if (gone) return
        slot = defineGptSlot(ads, unit, elementId, (isEmpty) => setSlotState(isEmpty ? 'empty' : 'filled'))
        if (near) slot.request()
      },
      () => {},
    )
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        near = true
        slot?.request()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(element)
    return () => {
      gone = true
      observer.disconnect()
      slot?.destroy()
    }
  }, [mode, ads, unit, elementId])

  const kind = unit === LEADERBOARD_UNIT ? 'leaderboard' : 'standard'
  const promotions = root?.promotions ?? []
  const promotion = mode === 'house' ? pickPromotion(promotions, unit) : null
  return (
    <aside
      ref={box}
      className={`ad-banner ad-banner--${type} ad-banner--${kind}`}
      aria-label={promotion ? 'Promotion' : 'Advertisement'}
      data-ad-unit={unit}
      data-ad-state={mode === 'gpt' ? slotState : mode}
    >
      {/* A fresh element per mode: GPT writes into its slot element, React must not reuse it. */}
      <div key={mode} id={mode === 'gpt' ? elementId : undefined} className="ad-banner__slot">
        {promotion ? <HousePromo promotion={promotion} /> : null}
      </div>
    </aside>
  )
}

/** The same promotion for a unit on every render (server and browser agree). */
function pickPromotion(promotions: HousePromotion[], unit: string): HousePromotion | null {
  if (promotions.length === 0) return null
  const hash = [...unit].reduce((sum, char) => sum + char.charCodeAt(0), 0)
  return promotions[hash % promotions.length]!
}

function HousePromo({ promotion }: { promotion: HousePromotion }) {
  return (
    <Link to={promotion.href} className="house-promo">
      <span className="house-promo__kicker">{promotion.kicker}</span>
      <span className="house-promo__title">{promotion.title}</span>
      <span className="house-promo__cta">{promotion.cta}</span>
    </Link>
  )
}
