import { data, type AppLoadContext } from 'react-router'
import { can } from '#lib/roles.ts'
import { LeadFilter } from '#lib/staff-schemas.ts'
import { z } from '#lib/zod.ts'
import type { ItemInfo } from '#lib/engagement-score.ts'
import type { LeadKind } from '#lib/lead-fields.ts'
import { eventPagePath } from '#lib/event-passes.ts'
import { leadsToCsv } from '#server/services/leads/leads-export.ts'
import { declaredScreen, requireSignedIn, requireSteppedUp, type ScreenArgs, type StaffMember } from '../_admin/require-staff.server.ts'
import { KIND_LABELS, NO_PORTAL } from './portal-words.ts'

export { KIND_LABELS }

/**
 * Admits a sponsor user, to their own sponsor's data only. Signed out → sign in; anyone else
 * (readers, staff) → 403. A second factor is offered, not required; once set up, it is asked for
 * like the back office asks for it.
 */
export async function requireSponsor(args: ScreenArgs): Promise<{ user: StaffMember & { sponsor: string }; secondFactor: boolean }> {
  const { capability } = declaredScreen(args)
  if (capability !== 'sponsor:portal') throw new Error(`/${args.pattern} is not declared a sponsor portal screen`)
  const { user, secondFactorAt } = await requireSignedIn(args)
  if (!can(user.role, capability) || !user.sponsor) throw data({ message: NO_PORTAL }, { status: 403 })
  const secondFactor = await args.context.secondFactor.isEnrolled(user.id)
  if (secondFactor) requireSteppedUp(args.request, secondFactorAt)
  return { user: { ...user, sponsor: user.sponsor }, secondFactor }
}

/** A sponsor's slug as a name: its words capitalised. */
export const sponsorLabel = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())

/** A form's questions by their field's name: what a reader was asked, for the answers a lead keeps under the names. */
export type Questions = Readonly<Record<string, string>>
const questionsOf = (fields: readonly { name: string; label: string }[]): Questions => Object.fromEntries(fields.map((field) => [field.name, field.label]))

/** An item's title, page, topics and form's questions from the content (webinars by id, assets by slug); its raw name when the content cannot say. */
export function describeItems(context: AppLoadContext): (kind: string, target: string) => Promise<ItemInfo & { questions: Questions }> {
  return async (kind, target) => {
    try {
      if (kind === 'webinar' && /^\d{1,9}$/.test(target)) {
        const webinar = await context.content.getWebinar(Number(target))
        if (webinar) return { title: webinar.title, path: webinar.path, topicIds: webinar.topicIds, questions: questionsOf(webinar.registrationFields) }
      }
      if (kind === 'event_pass' && /^\d{1,9}$/.test(target)) {
        const event = await context.content.getEvent(Number(target))
        if (event) return { title: event.title, path: eventPagePath(event), topicIds: [], questions: questionsOf(event.registrationFields) }
      }
      if (kind === 'asset') {
        const resource = await context.content.getResource(target)
        if (resource) return { title: resource.title, path: resource.path, topicIds: [], questions: {} }
      }
    } catch (error) {
      context.log.warn({ event: 'sponsor.item_undescribed', kind, target, err: error }, 'item title unavailable')
    }
    return { title: `${KIND_LABELS[kind] ?? kind} ${target}`, path: null, topicIds: [], questions: {} }
  }
}

/** The sponsor's items with leads, described once for a request: `kind:target` → title, page and topics. */
export async function describedItems(context: AppLoadContext, sponsor: string): Promise<Map<string, ItemInfo & { questions: Questions }>> {
  const describe = describeItems(context)
  const items = await context.sponsorPortal.items(sponsor)
  return new Map(await Promise.all(items.map(async (item) => [`${item.kind}:${item.target}`, await describe(item.kind, item.target)] as const)))
}

/** The portal's lead filters from the address: an item (kind:target) and text; anything malformed is ignored. */
export function portalFiltersOf(url: URL) {
  const query = z.pick(LeadFilter, { q: true, page: true }).parse(Object.fromEntries(url.searchParams))
  const [kind, target] = (url.searchParams.get('item') ?? '').split(':', 2)
  const item = kind && target && KIND_LABELS[kind] && target.length <= 200 ? { kind: kind as LeadKind, target } : null
  return {
    search: { ...(item ?? {}), text: query.q || undefined },
    page: query.page ?? 1,
    values: { item: item ? `${item.kind}:${item.target}` : '', q: query.q ?? '' },
  }
}

export const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)

/** The sponsor's leads (an item's, when the address names one) as CSV, with the consent proof and the engagement score. */
export async function sponsorLeadsCsv(context: AppLoadContext, sponsor: string, url: URL): Promise<string> {
  const { search } = portalFiltersOf(url)
  const all = await context.sponsorPortal.allLeads(sponsor)
  const rows = all.filter((lead) => !search.kind || (lead.kind === search.kind && lead.target === search.target))
  // An item that is not this sponsor's is not here at all.
  if (search.kind && !rows.length) throw data({ message: 'No such item' }, { status: 404 })
  const scores = await context.sponsorPortal.engagement(sponsor, [...new Set(rows.map((lead) => lead.email))], await describedItems(context, sponsor))
  const csv = leadsToCsv(rows, [
    ['consent_text', (lead) => lead.consent?.text ?? ''],
    ['consent_at', (lead) => lead.consent?.at ?? ''],
    ['consent_form', (lead) => lead.consent?.form ?? ''],
    ['attended_minutes', (lead) => lead.attendedMinutes ?? ''],
    ['engagement_score', (lead) => scores.get(lead.email)?.score ?? 0],
  ])
  return `\ufeff${csv}`
}
