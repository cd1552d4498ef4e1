import type { Webinar } from '#lib/content-model.ts'
import { absoluteUrl } from './seo.ts'
import { isoDuration } from '#lib/time-format.ts'

/** Structured data of the webinar and list pages (schema.org Event, VideoObject, ItemList). */
const person = (siteUrl: string, speaker: { name: string; title: string; company: string; photo: string | null }) => ({
  '@type': 'Person',
  name: speaker.name,
  jobTitle: speaker.title || undefined,
  worksFor: speaker.company ? { '@type': 'Organization', name: speaker.company } : undefined,
  image: speaker.photo ? absoluteUrl(siteUrl, speaker.photo) : undefined,
})

/** How each of our Events begins: a scheduled event, its name, summary and times. */
export const scheduledEvent = (item: { title: string; summary: string; start: string | null; end: string | null }) => ({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: item.title,
  description: item.summary,
  startDate: item.start ?? undefined,
  endDate: item.end ?? undefined,
  eventStatus: 'https://schema.org/EventScheduled',
})

/**
 * The webinar as an online Event: scheduled while it is to come; once held, an on-demand session
 * (the recording, for those who register) with the same speakers and sponsor.
 */
export function webinarEventJsonLd(siteUrl: string, siteName: string, webinar: Webinar, { onDemand = false }: { onDemand?: boolean } = {}) {
  const url = absoluteUrl(siteUrl, webinar.path)
  return {
    ...scheduledEvent(webinar),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    isAccessibleForFree: true,
    url,
    organizer: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
    performer: webinar.speakers.map((speaker) => person(siteUrl, speaker)),
    sponsor: webinar.sponsor ? { '@type': 'Organization', name: webinar.sponsor.name, url: webinar.sponsor.url || undefined } : undefined,
    ...(onDemand && { offers: { '@type': 'Offer', url, price: 0, priceCurrency: 'USD', availability: 'https://schema.org/OnlineOnly', category: 'On demand' } }),
  }
}

export interface ReplayDetails {
  youtubeId: string
  thumbnail: string
  published: string
}

export function replayVideoJsonLd(siteUrl: string, webinar: Webinar, replay: ReplayDetails) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: webinar.title,
    description: webinar.summary || webinar.title,
    thumbnailUrl: replay.thumbnail ? [absoluteUrl(siteUrl, replay.thumbnail)] : [`https://i.ytimg.com/vi/${replay.youtubeId}/hqdefault.jpg`],
    uploadDate: replay.published || webinar.end || webinar.start || webinar.announced,
    duration: webinar.durationMinutes ? isoDuration(webinar.durationMinutes) : undefined,
    embedUrl: `https://www.youtube-nocookie.com/embed/${replay.youtubeId}`,
    url: absoluteUrl(siteUrl, webinar.path),
  }
}

export interface ItemListEntry {
  position: number
  name: string
  url?: string
}

export function itemListJsonLd(siteUrl: string, name: string, path: string, entries: ItemListEntry[], total: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: absoluteUrl(siteUrl, path),
    numberOfItems: total,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: entries.map((entry) => ({ '@type': 'ListItem', position: entry.position, name: entry.name, url: entry.url || undefined })),
  }
}
