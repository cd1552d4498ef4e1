import { decodeEntities, escapeHtml } from '#lib/html-text.ts'

/**
 * ts_headline marks the matched words with these (private-use characters, removed from the text
 * before it is read, so stored content cannot forge a mark).
 */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'
export const MARKS = /[\uE000\uE001]/g

/**
 * A highlighted snippet as HTML: every piece of text escaped (entities decoded first, so
 * "&amp;" shows as "&"), the marks as <mark> elements, always closed. Nothing stored is
 * passed through as markup.
 */
export function snippetHtml(headline: string): string {
  let open = false
  let html = ''
  for (const part of headline.split(/([\uE000\uE001])/)) {
    if (part === MARK_START || part === MARK_END) {
      if (open !== (part === MARK_START)) html += open ? '</mark>' : '<mark>'
      open = part === MARK_START
    } else html += escapeHtml(decodeEntities(part).replace(MARKS, ''))
  }
  return open ? `${html}</mark>` : html
}
