import { eventPath } from '../../lib/section-paths.ts'
import type { EventView } from '../components/events/event-view.ts'
import { absoluteUrl } from './seo.ts'
import { scheduledEvent } from './section-json-ld.ts'

const ATTENDANCE: Record<string, string> = {
  virtual: 'https://schema.org/OnlineEventAttendanceMode',
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
}

/**
 * An event as schema.org's Event. `offers` are its passes' Offers on its own page; without them the
 * CMS's registration address stands for one.
 */
export function eventJsonLd(siteUrl: string, siteName: string, event: EventView, offers?: object[]) {
  const page = absoluteUrl(siteUrl, eventPath(event))
  // A registration by mail is no web address: the event's page stands for it.
  const registration = /^https?:/.test(event.registrationUrl ?? '') ? event.registrationUrl : page
  const online = { '@type': 'VirtualLocation', url: registration }
  const place = event.venue
    ? {
        '@type': 'Place',
        name: event.venue.name,
        address: { '@type': 'PostalAddress', streetAddress: event.venue.address, addressLocality: event.venue.city, addressRegion: event.venue.region, addressCountry: event.venue.country },
      }
    : null
  return {
    ...scheduledEvent(event),
    eventAttendanceMode: ATTENDANCE[event.format],
    location: event.format === 'hybrid' && place ? [place, online] : (place ?? online),
    image: event.image ? [absoluteUrl(siteUrl, event.image.src)] : undefined,
    url: page,
    organizer: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
    sponsor: event.sponsors.map((sponsor) => ({ '@type': 'Organization', name: sponsor.name, url: sponsor.url })),
    performer: event.performers.map((person) => ({
      '@type': 'Person',
      name: person.name,
      jobTitle: person.title || undefined,
      worksFor: person.company ? { '@type': 'Organization', name: person.company } : undefined,
    })),
    offers: offers?.length
      ? offers
      : event.registrationUrl
        ? { '@type': 'Offer', url: registration, availability: 'https://schema.org/InStock', ...(event.price === 'Free' ? { price: 0, priceCurrency: 'USD' } : {}) }
        : undefined,
  }
}
