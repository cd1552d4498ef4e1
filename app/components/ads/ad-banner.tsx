import { useEffect, useId, useRef, useState } from 'react'
import { Link, useRouteLoaderData } from 'react-router'
import { LEADERBOARD_UNIT } from '#lib/ads/size-mapping.ts'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'
import { useConsent } from '../../consent/consent-context.tsx'
import { watchAdSlot } from '../../ads/ad-slot.ts'
import type { HousePromotion } from '../../ads/house-promotion.ts'

interface AdBannerProps {
  /** The ad unit; the default is the leaderboard zone. */
  unit?: string
  /** `header`: a full-width band under the site header; `simple`: a centred box in the page. */
  type?: 'header' | 'simple'
}

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
    return watchAdSlot(element, ads, unit, elementId, (isEmpty) => setSlotState(isEmpty ? 'empty' : 'filled'))
  }, [mode, ads, unit, elementId])

  const kind = unit === LEADERBOARD_UNIT ? 'leaderboard' : 'standard'
  const promotions = root?.promotions ?? []
  // Also in the document while pending, hidden: a reading page's island shows it when advertising is refused (app/islands/ads.ts).
  const promotion = mode === 'gpt' ? null : pickPromotion(promotions, unit)
  return (
    <aside
      ref={box}
      className={`ad-banner ad-banner--${type} ad-banner--${kind}`}
      aria-label={promotion && mode === 'house' ? 'Promotion' : 'Advertisement'}
      data-ad-unit={unit}
      data-ad-state={mode === 'gpt' ? slotState : mode}
    >
      {/* A fresh element per mode: GPT writes into its slot element, React must not reuse it. */}
      <div key={mode} id={mode === 'gpt' ? elementId : undefined} className="ad-banner__slot">
        {promotion ? <HousePromo promotion={promotion} hidden={mode === 'pending'} /> : null}
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

function HousePromo({ promotion, hidden }: { promotion: HousePromotion; hidden: boolean }) {
  return (
    <Link to={promotion.href} className="house-promo" hidden={hidden}>
      <span className="house-promo__kicker">{promotion.kicker}</span>
      <span className="house-promo__title">{promotion.title}</span>
      <span className="house-promo__cta">{promotion.cta}</span>
    </Link>
  )
}
