import type { AppLoadContext } from 'react-router'
import { LeadFilter, OrderFilter, type LeadSearch, type OrderSearch } from '#lib/staff-schemas.ts'
import { leadsToCsv } from '#server/services/leads/leads-export.ts'

/** The orders screen's filters, from the address (anything malformed is ignored). */
export function orderFiltersOf(url: URL): { search: OrderSearch; page: number; values: Record<string, string> } {
  const query = OrderFilter.parse(Object.fromEntries(url.searchParams))
  const search: OrderSearch = {
    status: query.status,
    planId: query.plan || undefined,
    promoCode: query.promo ? query.promo.toUpperCase() : undefined,
    text: query.q || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY) : undefined,
  }
  const values = Object.fromEntries(Object.entries({ status: query.status, plan: query.plan, promo: query.promo, q: query.q, from: query.from, to: query.to }).map(([k, v]) => [k, v ?? '']))
  return { search, page: query.page ?? 1, values }
}

/** The leads the filters in the address match, as the command-line export writes them (with a BOM for spreadsheets). */
export async function leadsCsv(context: AppLoadContext, url: URL): Promise<string> {
  return `\ufeff${leadsToCsv(await context.leads.searchAll(leadFiltersOf(url).search))}`
}

const DAY = 24 * 3600_000

/** The leads screen's and its CSV's filters, from the address (anything malformed is ignored). */
export function leadFiltersOf(url: URL): { search: LeadSearch; page: number; values: Record<string, string> } {
  const query = LeadFilter.parse(Object.fromEntries(url.searchParams))
  const search: LeadSearch = {
    kind: query.kind,
    target: query.target || undefined,
    sponsor: query.sponsor || undefined,
    text: query.q || undefined,
    mailStatus: query.mail,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY) : undefined,
  }
  const values = Object.fromEntries(
    Object.entries({ kind: query.kind, target: query.target, sponsor: query.sponsor, q: query.q, mail: query.mail, from: query.from, to: query.to }).map(([k, v]) => [k, v ?? '']),
  )
  return { search, page: query.page ?? 1, values }
}
