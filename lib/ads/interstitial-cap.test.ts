import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { NO_AD_VIEWS, shouldShowInterstitial, type AdViews } from './interstitial-cap.ts'

const HOUR = 3600_000
const now = Date.UTC(2026, 10, 22, 12)

/** What the interstitial stores through set-ad-modal-views when it shows: one more view, now. */
const recordShowing = (ad: AdViews, at: number): AdViews => ({ views: ad.views + 1, timestamp: at })

describe('interstitial cap', () => {
  it('shows to a visitor who never saw it (views default 0)', () => {
    expect(NO_AD_VIEWS).toEqual({ views: 0, timestamp: null })
    expect(shouldShowInterstitial(NO_AD_VIEWS, now, 24 * HOUR)).toBe(true)
  })

  it('does not show again within the interval, and shows again once it has passed', () => {
    const shown = recordShowing(NO_AD_VIEWS, now)
    expect(shouldShowInterstitial(shown, now, 24 * HOUR)).toBe(false)
    expect(shouldShowInterstitial(shown, now + 24 * HOUR - 1, 24 * HOUR)).toBe(false)
    expect(shouldShowInterstitial(shown, now + 24 * HOUR, 24 * HOUR)).toBe(true)
  })

  it('does not let a timestamp from the future block it', () => {
    expect(shouldShowInterstitial({ views: 3, timestamp: now + HOUR }, now, 24 * HOUR)).toBe(true)
  })

  it('never shows twice within one interval, whatever the times of the page views', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 }), fc.array(fc.integer({ min: 0, max: 7 * 24 * HOUR }), { maxLength: 60 }), (hours, offsets) => {
        const interval = hours * HOUR
        let ad = NO_AD_VIEWS
        const shownAt: number[] = []
        for (const at of [...offsets].sort((a, b) => a - b).map((offset) => now + offset)) {
          if (!shouldShowInterstitial(ad, at, interval)) continue
          ad = recordShowing(ad, at)
          shownAt.push(at)
        }
        for (let i = 1; i < shownAt.length; i++) expect(shownAt[i]! - shownAt[i - 1]!).toBeGreaterThanOrEqual(interval)
      }),
    )
  })
})
