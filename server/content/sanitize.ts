import sanitizeHtml from 'sanitize-html'
import { embedsAsFacades } from './video-facades.ts'

/** Links on our own host become relative so they stay inside the app (and work on any port). */
function relativeToSite(siteUrl: string) {
  const origin = new URL(siteUrl).origin
  return (href: string) => (href.startsWith(origin) ? href.slice(origin.length) || '/' : href)
}

const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel']

/**
 * Elements nested deeper than this are dropped (their text kept): real bodies and menus nest a
 * dozen deep at most, while thousands of nested tags would cost every renderer of the page.
 */
export const MAX_NESTING = 40

export function sanitizeMenuHtml(html: string, siteUrl: string): string {
  const relative = relativeToSite(siteUrl)
  return sanitizeHtml(html.replaceAll('{site}', new URL(siteUrl).origin), {
    allowedTags: ['nav', 'ul', 'ol', 'li', 'a', 'span'],
    allowedAttributes: { '*': ['class', 'id', 'aria-label'], a: ['href', 'aria-current', 'class', 'id'] },
    allowedSchemes: SAFE_SCHEMES,
    nestingLimit: MAX_NESTING,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: relative(attribs.href) } : attribs }),
    },
  })
}

/** A colour as the block editor writes it: #hex, rgb(a)/hsl(a) of plain numbers, or a name. */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^(rgb|hsl)a?\([\d.,%\s/]+\)$/i, /^[a-z]{3,20}$/i]

/** The hosts whose player frames may be in a body; each becomes the facade (./video-facades.ts). */
const VIDEO_FRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']

/**
 * The allow-list for article and page bodies from the CMS: no scripts, handlers or javascript:
 * links. The block editor's text colours (a `style` of colour and background only), its Video
 * block (the file plays only when pressed: nothing preloads but its size) and YouTube and Vimeo
 * embeds, shown as the site's video facade, stay.
 */
export function sanitizeContentHtml(html: string, siteUrl: string): string {
  return embedsAsFacades(sanitizeBody(html, siteUrl))
}

function sanitizeBody(html: string, siteUrl: string): string {
  const relative = relativeToSite(siteUrl)
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'blockquote',
      'cite',
      'figure',
      'figcaption',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'small',
      'mark',
      'code',
      'pre',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
      'dl',
      'dt',
      'dd',
      'abbr',
      'span',
      'div',
      'video',
      'source',
      'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      video: ['src', 'poster', 'controls', 'preload', 'loop', 'muted', 'playsinline', 'width', 'height'],
      source: ['src', 'type'],
      iframe: ['src', 'title'],
      '*': ['id', 'class', 'style'],
    },
    allowedStyles: { '*': { color: COLOUR, 'background-color': COLOUR } },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https', 'data'], video: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
    allowedIframeHostnames: VIDEO_FRAME_HOSTS,
    allowProtocolRelative: false,
    nestingLimit: MAX_NESTING,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ? relative(attribs.href) : undefined
        const external = href !== undefined && /^https?:/.test(href)
        return {
          tagName,
          attribs: { ...attribs, ...(href ? { href } : {}), ...(external ? { rel: 'noopener noreferrer' } : {}) },
        }
      },
      img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', decoding: 'async', ...attribs } }),
      // A reader's data is spent on a video only when they press play.
      video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: '', preload: 'metadata' } }),
    },
  })
}
