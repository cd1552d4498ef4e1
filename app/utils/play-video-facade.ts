import { embedUrl, PLAYER_ALLOW, providerName, videoAt, watchUrl } from '#lib/video-providers.ts'

/** What a press needs of a click: React's event on hydrated pages, the DOM's on island pages. */
type Press = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target' | 'currentTarget' | 'preventDefault'>

/** A plain press plays in place; a modified or other-button click keeps the link's own way (a new tab, the host's page). */
export const isPlainPress = (event: Omit<Press, 'target' | 'currentTarget' | 'preventDefault'>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

export const OFFLINE_NOTICE = 'You are offline. The video plays when you are back online.'

/**
 * Plays a video facade the server drew, as VideoPlayer does once hydrated: the video page's and
 * the featured video's player on island pages (decision 071), and the embeds of a CMS body
 * (server/content/video-facades.ts) on every page. A plain press swaps in the host's player in the
 * same box, moves focus into it and offers the host's page below; offline the facade stays and says why.
 */
export function playVideoFacade(event: Press) {
  if (!isPlainPress(event)) return
  const link = (event.target as Element).closest<HTMLAnchorElement>('.video-facade > .video-facade__play')
  const video = link && (event.currentTarget as Node | null)?.contains(link) ? videoAt(link.href) : null
  const box = link?.parentElement
  if (!video || !box) return
  event.preventDefault()
  if (navigator.onLine === false) {
    if (!box.querySelector('.video-facade__offline')) {
      const notice = document.createElement('p')
      notice.className = 'video-facade__offline'
      notice.setAttribute('role', 'status')
      notice.textContent = OFFLINE_NOTICE
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
  const fallback = document.createElement('p')
  fallback.className = 'video-player__fallback'
  fallback.append('Not playing? ')
  const watch = fallback.appendChild(document.createElement('a'))
  watch.href = watchUrl(video)
  watch.textContent = `Watch it on ${providerName(video.provider)}`
  box.className = 'video-player video-player--playing'
  box.replaceChildren(frame)
  box.after(fallback)
  frame.focus()
}
