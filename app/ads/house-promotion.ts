/** One of our own promotions, shown in an ad slot when no ad is served. */
export interface HousePromotion {
  kicker: string
  title: string
  href: string
  cta: string
}
