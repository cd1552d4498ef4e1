import type { AppLoadContext } from 'react-router'
import { NEWSLETTER_LABELS } from './subscribers.server.ts'

/** The overview's business figures, for sales and admins: each a chart or table the page shows. */
export async function loadDashboard(context: AppLoadContext) {
  const board = context.businessDashboard
  const [sponsorLeads, revenue, growth, upcoming] = await Promise.all([
    board.leadsThisWeek(),
    board.revenueByWeek(),
    context.subscriberAdmin.growth(),
    context.content.getWebinars({ when: 'upcoming', perPage: 5 }).catch(() => ({ items: [] })),
  ])
  const registrations = await board.registrations(upcoming.items.map((webinar) => webinar.id))
  return {
    sponsorLeads: sponsorLeads.map((row) => ({ sponsor: row.sponsor || 'Our own forms', count: row.count })),
    weeks: revenue.map((week) => week.week),
    revenue: [{ label: 'Paid magazine subscriptions (US$)', values: revenue.map((week) => Math.round(week.cents / 100)) }],
    orders: revenue.reduce((sum, week) => sum + week.orders, 0),
    revenueTotal: revenue.reduce((sum, week) => sum + week.cents, 0) / 100,
    growthWeeks: growth.map((week) => week.week),
    growth: NEWSLETTER_LABELS.map((n) => ({ label: n.label, values: growth.map((week) => week.counts[n.key]) })),
    webinars: upcoming.items.map((webinar) => ({ id: webinar.id, title: webinar.title, start: webinar.start, registrations: registrations.get(webinar.id) ?? 0 })),
  }
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>
