import type { AppLoadContext } from 'react-router'
import { can, type Role } from '#lib/roles.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { loadDashboard } from './dashboard.server.ts'
import { siteTimeText } from './newsletters.server.ts'

/** A headline figure of the overview: what it counts, the number or moment, and the screen that has them. */
export interface Tile {
  label: string
  value: string
  note?: string
  path: string
}

/** How many of the latest audit entries the overview shows. */
const RECENT = 6

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * /admin: what needs attention today, as far as the role may see it: articles in draft and
 * scheduled, the newsletters' next sends, then (sales and admins) leads, registrations,
 * subscribers and revenue with their charts, and (admins) the latest entries of the audit log.
 */
export async function loadOverview(context: AppLoadContext, role: Role) {
  const [waiting, newsletters, board, recent] = await Promise.all([
    can(role, 'content:draft') ? context.businessDashboard.articlesWaiting() : null,
    can(role, 'newsletters:compose') ? context.newsletterIssues.settings.list() : [],
    can(role, 'business:manage') ? loadDashboard(context) : null,
    can(role, 'audit:read') ? context.audit.list({}, 1) : null,
  ])
  const tiles: Tile[] = []
  if (waiting) {
    tiles.push({ label: 'Drafts', value: String(waiting.drafts), note: 'articles not yet published', path: '/admin/articles?status=draft' })
    tiles.push({ label: 'Scheduled', value: String(waiting.scheduled), note: 'articles set to go out', path: '/admin/articles?status=future' })
  }
  for (const newsletter of newsletters) {
    const next = context.newsletterIssues.nextSendOf(newsletter)?.at ?? null
    tiles.push({ label: `${newsletter.name}: next send`, value: next ? siteTimeText(next) : 'None ahead', path: `/admin/newsletters?newsletter=${encodeURIComponent(newsletter.slug)}` })
  }
  if (board) {
    const leads = board.sponsorLeads.reduce((sum, row) => sum + row.count, 0)
    const registrations = board.webinars.reduce((sum, webinar) => sum + webinar.registrations, 0)
    const subscribers = board.growth[0]?.values.at(-1) ?? 0
    tiles.push({ label: 'New leads', value: String(leads), note: 'in the last 7 days', path: '/admin/leads' })
    tiles.push({ label: 'Registrations', value: String(registrations), note: plural(board.webinars.length, 'upcoming webinar', 'upcoming webinars'), path: '/admin/webinars' })
    tiles.push({ label: `${board.growth[0]?.label ?? 'Newsletter'} subscribers`, value: String(subscribers), path: '/admin/subscribers' })
    tiles.push({
      label: 'Revenue',
      value: `$${Math.round(board.revenueTotal).toLocaleString('en-US')}`,
      note: `${plural(board.orders, 'paid order', 'paid orders')}, last 12 weeks`,
      path: '/admin/orders',
    })
  }
  return {
    tiles,
    board,
    recent: recent?.rows.slice(0, RECENT).map((entry) => ({ id: entry.id, at: utcMinute(entry.at), who: entry.actorEmail, what: entry.action, item: `${entry.itemType} ${entry.itemId}` })) ?? null,
  }
}
