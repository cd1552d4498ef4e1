import type { AppLoadContext } from 'react-router'
import type { HousePromotion } from './ads/house-promotion.ts'
import { isUpcoming } from '#lib/webinar-registration.ts'

const MAGAZINE: HousePromotion = { kicker: 'The magazine', title: 'Print and digital, every issue for sales leaders', href: '/magazine/subscribe', cta: 'Subscribe' }
const NEWSLETTER: HousePromotion = { kicker: 'Newsletters', title: 'The day’s sales news in your inbox', href: '/newsletters', cta: 'Sign up' }
const WEBINARS: HousePromotion = { kicker: 'Webinars', title: 'Live sessions with sales leaders', href: '/webinars', cta: 'See the schedule' }

/**
 * What the ad slots show when no ad is served (no AD_NETWORK_ID, or no consent to advertising):
 * our own next webinar, the magazine and the newsletters, so a fresh install looks finished.
 * The content service being down costs only the webinar's title.
 */
export async function loadHousePromotions(context: AppLoadContext): Promise<HousePromotion[]> {
  let webinar = WEBINARS
  try {
    const { items } = await context.content.getWebinars({ when: 'upcoming', perPage: 3 })
    const next = items.find((item) => isUpcoming(item))
    if (next) webinar = { kicker: 'Next webinar', title: next.title, href: next.path, cta: 'Register free' }
  } catch (error) {
    context.log.warn({ event: 'house_promotions.webinar', err: error }, 'next webinar unavailable')
  }
  return [webinar, MAGAZINE, NEWSLETTER]
}
