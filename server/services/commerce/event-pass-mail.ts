import type { Event } from '#lib/content-model.ts'
import type { EventPassOrder, EventPassType } from '#db/schema/index.ts'
import { eventPagePath } from '#lib/event-passes.ts'
import { formatCents } from '#lib/subscription-plans.ts'
import { TEST_PAYMENT_NOTICE } from '#lib/test-payment.ts'
import { formatEventWhen } from '#lib/time-format.ts'
import { buildCalendar, type CalendarEvent } from '#lib/webinar-calendar.ts'
import type { MailMessage } from '../mail/mail.ts'
import { signOff, type SiteInfo } from '../mail/mail-templates.ts'

const placeOf = (event: Event) => (event.venue ? [event.venue.name, event.venue.address, event.venue.city, event.venue.region, event.venue.country].filter(Boolean).join(', ') : 'Online')

function paymentLine(order: EventPassOrder): string {
  if (order.paymentProvider === 'free') return 'Price: free registration'
  const paid = `Paid: ${formatCents(order.amountCents)}${order.promoCode ? ` (promo code ${order.promoCode})` : ''}`
  return order.paymentProvider === 'test' ? `${paid}\n${TEST_PAYMENT_NOTICE}\nCard: ${order.cardBrand} ending in ${order.cardLast4}` : paid
}

/** The event in the attendee's calendar, in UTC; an event without a time has no calendar file. */
export function passCalendarEvent(event: Event & { start: string }, order: EventPassOrder, type: EventPassType, site: SiteInfo): CalendarEvent {
  const url = new URL(eventPagePath(event), `${site.siteUrl}/`).href
  return {
    uid: `event-pass-${order.id}@${new URL(site.siteUrl).hostname}`,
    title: event.title,
    description: `${type.name} pass for ${order.firstname} ${order.lastname}, pass code ${order.passCode}`,
    url,
    start: event.start,
    end: event.end ?? new Date(Date.parse(event.start) + 3600_000).toISOString(),
    stamp: order.updatedAt.toISOString(),
    location: event.venue ? placeOf(event) : url,
  }
}

/** The pass itself: the event, the pass type, the attendee and the code shown at the door, with the calendar file. */
export function eventPassMail(site: SiteInfo, event: Event, type: EventPassType, order: EventPassOrder): MailMessage {
  const when = formatEventWhen(event)
  const attendee = [`${order.firstname} ${order.lastname}`, order.jobTitle, order.company].filter(Boolean).join(', ')
  const lines = [
    `Hello ${order.firstname || 'there'},`,
    '',
    `Here is your pass for ${event.title}.`,
    '',
    `Event: ${event.title}`,
    `When: ${[when.dates, when.times].filter(Boolean).join(', ') || 'to be announced'}`,
    `Where: ${placeOf(event)}`,
    `Pass: ${type.name}`,
    `Attendee: ${attendee}`,
    `Pass code: ${order.passCode}`,
    paymentLine(order),
    '',
    `Show the pass code at the entrance. Details and agenda: ${new URL(eventPagePath(event), `${site.siteUrl}/`).href}`,
  ]
  const message: MailMessage = {
    to: order.email,
    subject: `${order.paymentProvider === 'test' ? '[Test payment] ' : ''}Your pass: ${event.title}`,
    text: `${lines.join('\n')}${event.start ? '\n\nThe attached invitation adds the event to your calendar.' : ''}${signOff(site)}`,
  }
  if (event.start) message.icalEvent = { filename: `${event.slug}.ics`, content: buildCalendar(passCalendarEvent({ ...event, start: event.start }, order, type, site), site.siteName) }
  return message
}

/** Paid after the hold ran out and no seat was left: the whole payment goes back, and the buyer is told why. */
export function passRefundMail(site: SiteInfo, event: Event, order: EventPassOrder): MailMessage {
  const lines = [
    `Hello ${order.firstname || 'there'},`,
    '',
    `Your payment for a pass to ${event.title} reached us after the seat we held for you had been released, and no seat was left.`,
    `We have refunded the whole ${formatCents(order.amountCents)} to your card; your bank shows it within 5 to 10 days.`,
    '',
    `If seats free up, you can buy a pass again: ${new URL(eventPagePath(event), `${site.siteUrl}/`).href}`,
  ]
  return { to: order.email, subject: `Refunded: your pass for ${event.title}`, text: `${lines.join('\n')}${signOff(site)}` }
}
