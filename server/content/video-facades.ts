import { DomUtils, parseDocument } from 'htmlparser2'
import { escapeHtml } from '#lib/html-text.ts'
import { PLAY_BUTTON_PATH, providerName, videoAt, watchUrl, type HostedVideo } from '#lib/video-providers.ts'

/**
 * The site's video facade (as app/components/videos/video-player.tsx draws it, without a
 * thumbnail: a host's picture would be a byte from it before play). The link plays the video on
 * its host without JavaScript; app/utils/play-video-facade.ts swaps in the player on a press.
 */
function facade(video: HostedVideo, title: string, captionHtml: string): string {
  return (
    `<figure class="embedded-video"><div class="video-player video-facade"><a class="video-facade__play" href="${escapeHtml(watchUrl(video))}">` +
    `<span class="video-facade__button" aria-hidden="true"><svg viewBox="0 0 68 48" width="68" height="48" focusable="false">` +
    `<path class="video-facade__button-shape" d="${PLAY_BUTTON_PATH}"></path><path d="M45 24 27 14v20" fill="#fff"></path></svg></span>` +
    `<span class="video-facade__caption"><span class="video-facade__title"><span class="visually-hidden">Play video: </span>${escapeHtml(title)}</span></span>` +
    `</a></div>${captionHtml}</figure>`
  )
}

type Element = ReturnType<typeof DomUtils.findAll>[number]

const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/)
const isEmbedBlock = (element: Element) => element.name === 'figure' && classesOf(element).includes('wp-block-embed')

/** What an embed names: its frame's address when WordPress resolved it, else the address it holds as text or a link. */
function embeddedAddress(block: Element): string {
  const frame = DomUtils.findOne((element) => element.name === 'iframe', block.children)
  if (frame?.attribs.src) return frame.attribs.src
  const link = DomUtils.findOne((element) => element.name === 'a' && Boolean(element.attribs.href), block.children)
  if (link) return link.attribs.href!
  const wrapper = DomUtils.findOne((element) => classesOf(element).includes('wp-block-embed__wrapper'), block.children)
  return wrapper ? DomUtils.textContent(wrapper) : ''
}

/**
 * Turns each YouTube or Vimeo embed of sanitised HTML into the facade: WordPress's embed blocks
 * (resolved into a frame or left as the bare address when WordPress could not reach the host) and
 * any bare player frame. A frame that names no video (a playlist) is dropped, so nothing in a body
 * loads from a video host before the reader presses play. The rest of the HTML is kept byte for
 * byte: only the replaced ranges change.
 */
export function embedsAsFacades(html: string): string {
  if (!html.includes('<iframe') && !html.includes('wp-block-embed')) return html
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true })
  const blocks = DomUtils.findAll((element) => isEmbedBlock(element) || element.name === 'iframe', document.children)
  const replacements: { start: number; end: number; html: string }[] = []
  for (const element of blocks) {
    // Found outermost first: a frame inside a replaced block goes with it.
    if (replacements.some((range) => element.startIndex! >= range.start && element.startIndex! < range.end)) continue
    const isBlock = element.name === 'figure'
    const video = videoAt(isBlock ? embeddedAddress(element) : (element.attribs.src ?? ''))
    const range = { start: element.startIndex!, end: element.endIndex! + 1 }
    if (!video) {
      // A block of another host keeps its address as text; a frame of no video goes.
      if (!isBlock) replacements.push({ ...range, html: '' })
      continue
    }
    const caption = isBlock ? DomUtils.findOne((child) => child.name === 'figcaption', element.children, false) : null
    const frameTitle = DomUtils.findOne((child) => child.name === 'iframe', [element])?.attribs.title
    const title = frameTitle?.trim() || (caption ? DomUtils.textContent(caption).trim() : '') || `${providerName(video.provider)} video`
    const captionHtml = caption ? html.slice(caption.startIndex!, caption.endIndex! + 1) : ''
    replacements.push({ ...range, html: facade(video, title, captionHtml) })
  }
  let result = html
  for (const { start, end, html: replacement } of replacements.reverse()) result = result.slice(0, start) + replacement + result.slice(end)
  return result
}
