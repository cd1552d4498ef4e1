/**
 * The video hosts the site plays from (YouTube, Vimeo): how an address names a video, where a
 * reader watches it on the host, and the privacy-minded player the site frames once play is pressed.
 */
export type VideoProvider = 'youtube' | 'vimeo'

export interface HostedVideo {
  provider: VideoProvider
  id: string
  /** Vimeo's key of an unlisted video (the `h` of its player address), '' otherwise. */
  hash: string
}

const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i

export const providerName = (provider: VideoProvider) => (provider === 'youtube' ? 'YouTube' : 'Vimeo')

// Encoded: the site's own videos name their YouTube id in a field no pattern checks.
export function watchUrl({ provider, id, hash }: HostedVideo): string {
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
  return `https://vimeo.com/${encodeURIComponent(id)}${hash ? `/${encodeURIComponent(hash)}` : ''}`
}

/** Autoplay, so one press is enough; YouTube without cookies, Vimeo with Do Not Track. */
export function embedUrl({ provider, id, hash }: HostedVideo): string {
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0&autoplay=1`
  return `https://player.vimeo.com/video/${encodeURIComponent(id)}?${hash ? `h=${encodeURIComponent(hash)}&` : ''}dnt=1&autoplay=1`
}

/** What the player frame may use, as the hosts' own embed codes ask. */
export const PLAYER_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture; web-share'

/** The play button's outline (YouTube's shape, drawn by the site). */
export const PLAY_BUTTON_PATH =
  'M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6c5.3 1.4 26.5 1.4 26.5 1.4s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z'

// `videoseries` (a playlist's player) has the shape of an id.
const youtube = (id: string | null | undefined): HostedVideo | null => (id && YOUTUBE_ID.test(id) && id !== 'videoseries' ? { provider: 'youtube', id, hash: '' } : null)

function vimeo(id: string | undefined, hash: string | null | undefined): HostedVideo | null {
  if (!id || !VIMEO_ID.test(id)) return null
  return { provider: 'vimeo', id, hash: hash && VIMEO_HASH.test(hash) ? hash : '' }
}

/**
 * The video an address shows: YouTube's watch, short, Shorts, embed and no-cookie addresses, and
 * Vimeo's page, channel and player addresses. Null for anything else (a playlist, another host).
 */
export function videoAt(address: string): HostedVideo | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '')
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return youtube(parts[0])
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v'))
    if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') return youtube(parts[1])
    return null
  }
  if (host === 'player.vimeo.com') return parts[0] === 'video' ? vimeo(parts[1], url.searchParams.get('h')) : null
  if (host === 'vimeo.com') {
    const at = parts.findIndex((part) => VIMEO_ID.test(part))
    return at === -1 ? null : vimeo(parts[at], parts[at + 1] ?? url.searchParams.get('h'))
  }
  return null
}
