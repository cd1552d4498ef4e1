import { embedUrl, PLAYER_ALLOW, providerName, videoAt } from '#lib/video-providers.ts'

/**
 * Plays a video embedded in server-supplied HTML (a CMS body, whose embeds the server turned into
 * the facade: server/content/video-facades.ts) as the facade of VideoPlayer does: a plain press
 * swaps in the host's player in the same box and moves focus into it; modified clicks open the
 * host's page. Offline the facade stays and says why.
 */
/** What the press needs of a click: React's event on hydrated pages, the DOM's on island pages. */
type Press = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target' | 'currentTarget' | 'preventDefault'>

export function playEmbeddedVideo(event: Press) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element).closest<HTMLAnchorElement>('.embedded-video .video-facade__play')
  const video = link && (event.currentTarget as Node | null)?.contains(link) ? videoAt(link.href) : null
  const box = link?.parentElement
  if (!video || !box) return
  event.preventDefault()
  if (navigator.onLine === false) {
    if (!box.querySelector('.video-facade__offline')) {
      const notice = document.createElement('p')
      notice.className = 'video-facade__offline'
      notice.setAttribute('role', 'status')
      notice.textContent = 'You are offline. The video plays when you are back online.'
      box.append(notice)
    }
    return
  }
  const frame = document.createElement('iframe')
  frame.src = embedUrl(video)
  frame.title = `Video: ${link.querySelector('.video-facade__title')?.textContent?.replace(/^Play video: /, '') ?? providerName(video.provider)}`
  frame.width = '1280'
  frame.height = '720'
  frame.allow = PLAYER_ALLOW
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  frame.allowFullscreen = true
  box.className = 'video-player video-player--playing'
  box.replaceChildren(frame)
  frame.focus()
}
