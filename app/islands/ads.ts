import type { ConsentChoice } from '#lib/consent-cookie.ts'
import { watchAdSlot } from '../ads/ad-slot.ts'

type Ads = { networkId: string; scriptUrl: string }

/**
 * A reading page's ad banners, over the React banner's server markup (ad-banner.tsx): while the
 * choice is unknown each holds its house promotion hidden. Advertising granted: a fresh slot
 * element for GPT (it writes into it), requested near the viewport; refused: the promotion's.
 * The returned function is called with each choice.
 */
export function createAdBanners(ads: Ads) {
  const banners = [...document.querySelectorAll<HTMLElement>('.ad-banner[data-ad-unit]')].map((element) => ({
    element,
    houseSlot: element.querySelector('.ad-banner__slot')!,
    mode: 'pending',
    remove: () => {},
  }))
  return function update(granted: ConsentChoice) {
    const mode = granted.advertising ? 'gpt' : 'house'
    banners.forEach((banner, index) => {
      if (banner.mode === mode) return
      banner.mode = mode
      banner.remove()
      const { element, houseSlot } = banner
      const promotion = houseSlot.querySelector<HTMLElement>('.house-promo')
      if (mode === 'house') {
        if (promotion) promotion.hidden = false
        element.replaceChildren(houseSlot)
        element.dataset.adState = 'house'
        element.setAttribute('aria-label', promotion ? 'Promotion' : 'Advertisement')
        return
      }
      const unit = element.dataset.adUnit!
      const slot = document.createElement('div')
      slot.id = `ad-${unit}-island${index}`
      slot.className = 'ad-banner__slot'
      element.replaceChildren(slot)
      element.dataset.adState = 'pending'
      element.setAttribute('aria-label', 'Advertisement')
      banner.remove = watchAdSlot(element, ads, unit, slot.id, (isEmpty) => (element.dataset.adState = isEmpty ? 'empty' : 'filled'))
    })
  }
}
