/**
 * Video details as the video pages show them (spec §3): the same fields whether they come from
 * the YouTube Data API or from our own content store. Field names are the spec's.
 */
export interface VideoDetails {
  /** The YouTube id. */
  id: string
  /** ISO 8601 instant. */
  published_at: string
  /** ISO 8601 duration, as YouTube gives it (`PT2M12S`); formatDuration shows it. */
  duration: string
  channel_id: string
  channel_name: string
  /** Plain text, cut at the phrase 'For more'. */
  description: string
  /** Address of the largest thumbnail; '' when there is none. */
  thumbnail: string
  title: string
  /** Embed markup (an iframe). */
  player: string
}

/** Where video details come from: YouTube, or the videos of our content store. */
export interface VideoSource {
  readonly name: 'youtube' | 'content'
  /** Null when the source has no such video. Throws when the source cannot answer. */
  getVideo(id: string): Promise<VideoDetails | null>
}

export class VideoSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'VideoSourceError'
  }
}

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything far from that is not asked for. */
export const isVideoId = (id: string) => /^[A-Za-z0-9_-]{6,20}$/.test(id)

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The embed markup YouTube's player.embedHtml has, with a title for screen readers. */
export function youtubeEmbedHtml(id: string, title: string): string {
  return (
    `<iframe width="480" height="270" src="https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}" loading="lazy" title="${escapeAttribute(title)}" frameborder="0" ` +
    `allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ` +
    `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`
  )
}
