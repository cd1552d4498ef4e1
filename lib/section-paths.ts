/**
 * The public addresses of the sections' content (webinars, videos, magazine issues, events,
 * lists and resources). The content service writes them as `link`; the typed client builds
 * the same paths from ids and slugs, so a WordPress with other permalinks can stand in.
 */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export const webinarPath = (webinar: { id: number; slug: string }) => `/webinars/${webinar.id}/${webinar.slug}`
/** Videos are addressed by their YouTube id, the id the daily video and the video service use. */
export const videoPath = (video: { youtubeId: string; slug: string }) => `/videos/${encodeURIComponent(video.youtubeId)}/${video.slug}`
export const videoCategoryPath = (category: { id: number; slug: string }) => `/videos/category/${category.id}/${category.slug}`
export const issuePath = (issue: { slug: string }) => `/magazine/${issue.slug}`
/** Events have no page of their own: each is an anchor on /events. */
export const eventPath = (event: { slug: string }) => `/events#${event.slug}`
export const listEditionPath = (edition: { year: number; family: string }) => `/lists/${edition.year}/${edition.family}`
/** `/resources/content/{title}/{client}`: the resource's slug, then its sponsor's. */
export const resourcePath = (resource: { slug: string; sponsorSlug: string }) => `/resources/content/${resource.slug}/${resource.sponsorSlug || 'editorial'}`
/** A gated asset's download; `key` (the lead's access token) makes a mailed link work on any device. */
export const resourceDownloadPath = (slug: string, key?: string) => `/resources/download/${slug}${key ? `?key=${encodeURIComponent(key)}` : ''}`
