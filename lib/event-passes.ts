import { CONTACT_FIELDS, type LeadFormField } from './lead-fields.ts'
import { registrationFields, type FieldDefinition } from './webinar-registration.ts'

/**
 * An event's passes as the page, the back office and the server read them (decision 063),
 * without zod: the event page imports this. The form's schema is ./event-pass-schemas.ts.
 */

/** What a pass type is, as the page and the back office show it. */
export interface PassTypeView {
  id: number
  name: string
  priceCents: number
  currency: string
  capacity: number
  /** Seats taken: paid passes and holds still running. */
  taken: number
  saleStartsAt: string | null
  saleEndsAt: string | null
  promoCodes: string[]
}

/** Whether a pass can be bought now, and why not. */
export type PassSale = { state: 'on_sale'; remaining: number } | { state: 'sold_out' } | { state: 'closed' } | { state: 'not_yet'; opensAt: string }

/** Sales end when the pass type says, else when the event starts (or, without a start, never). */
export function passSale(pass: Pick<PassTypeView, 'capacity' | 'taken' | 'saleStartsAt' | 'saleEndsAt'>, event: { start: string | null }, now = Date.now()): PassSale {
  if (pass.saleStartsAt && Date.parse(pass.saleStartsAt) > now) return { state: 'not_yet', opensAt: pass.saleStartsAt }
  const ends = pass.saleEndsAt ?? event.start
  if (ends && Date.parse(ends) <= now) return { state: 'closed' }
  const remaining = pass.capacity - pass.taken
  return remaining > 0 ? { state: 'on_sale', remaining } : { state: 'sold_out' }
}

/**
 * schema.org's availability of an Offer: PreOrder before the sale opens, SoldOut once nothing can
 * be bought (sold out, or sales closed), InStock otherwise: the three that search engines read for events.
 */
export function offerAvailability(sale: PassSale): string {
  if (sale.state === 'on_sale') return 'https://schema.org/InStock'
  if (sale.state === 'not_yet') return 'https://schema.org/PreOrder'
  return 'https://schema.org/SoldOut'
}

/** The name of the consent box, a buyer's answer of the form. */
export const SHARE_FIELD = 'shareWithSponsors'

/** The sentence the buyer ticks, stored with each sponsor's lead as its proof of consent. */
export function sponsorShareText(siteName: string, sponsorNames: readonly string[]): string {
  return `Share my name, company, job title and email with this event’s sponsors (${sponsorNames.join(', ')}), who may contact me about it. ${siteName} passes on nothing if this box is left unticked.`
}

/**
 * What a pass's form asks: a free pass, the event's registration form when it has one (built in
 * the back office as a webinar's is); a paid pass, or an event without one, the contact fields
 * every lead form starts with. Then the sponsors' box when the event has sponsors.
 */
export function passFormFields(
  siteName: string,
  event: { sponsors: readonly { name: string }[]; registrationFields: readonly FieldDefinition[] },
  pass: { priceCents: number } | null,
): LeadFormField[] {
  const asked = pass?.priceCents === 0 && event.registrationFields.length ? registrationFields(event) : CONTACT_FIELDS
  const sponsorNames = event.sponsors.map((sponsor) => sponsor.name)
  return sponsorNames.length ? [...asked, { name: SHARE_FIELD, label: sponsorShareText(siteName, sponsorNames), type: 'checkbox' }] : [...asked]
}

/** An event's own page: /events/{id}/{slug} (the list at /events shows every event whole). */
export const eventPagePath = (event: { id: number; slug: string }) => `/events/${event.id}/${event.slug}`

/** The statuses of a pass order, in the back office's words. */
export const PASS_STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  declined: 'Declined',
  expired: 'Hold expired',
  refunded: 'Refunded',
  unseated: 'Paid after its hold expired, no seat left: refunded by itself',
}
