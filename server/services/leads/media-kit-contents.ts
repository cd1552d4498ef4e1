import type { MediaKit } from '#lib/media-kit.ts'

/**
 * The media kit of the demo site.
 * Server-only: it reaches a browser only in the answer to a stored request.
 */
export function getMediaKit(salesEmail: string): MediaKit {
  return {
    updated: '2026-01',
    audience: [
      { label: 'Monthly readers', value: '410,000' },
      { label: 'Newsletter subscribers', value: '185,000' },
      { label: 'Readers in sales leadership (VP and above)', value: '38%' },
      { label: 'Companies with more than 500 employees', value: '46%' },
      { label: 'Average webinar registrations', value: '1,250' },
    ],
    rates: [
      { product: 'Print magazine, full page', unit: 'per issue', price: '$9,800' },
      { product: 'Daily Boost newsletter, sponsored slot', unit: 'per week', price: '$4,200' },
      { product: 'Sponsored webinar with lead list', unit: 'per session', price: '$12,500' },
      { product: 'Website display, leaderboard 728×90', unit: 'per 1,000 views', price: '$42' },
      { product: 'Gated white paper with lead list', unit: 'per month', price: '$6,000' },
    ],
    contact: salesEmail,
  }
}
