import sanitizeHtml from 'sanitize-html'
import { COLORS, FONT_STACK, link, text } from './theme.ts'
import type { CSSProperties } from 'react'

/** React's style object as an inline style attribute (the intro is HTML, not JSX). */
export function styleAttribute(style: CSSProperties): string {
  return Object.entries(style)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';')
}

const heading = styleAttribute({ ...text, fontSize: '18px', lineHeight: '26px', fontWeight: 700 })
const STYLES: Record<string, string> = {
  p: styleAttribute(text),
  h2: heading,
  h3: heading,
  h4: heading,
  ul: styleAttribute({ ...text, paddingLeft: '24px' }),
  ol: styleAttribute({ ...text, paddingLeft: '24px' }),
  li: styleAttribute({ ...text, margin: '0 0 4px' }),
  blockquote: styleAttribute({ margin: '0 0 12px', padding: '0 0 0 12px', borderLeft: `3px solid ${COLORS.rule}`, fontFamily: FONT_STACK, color: COLORS.muted }),
  a: styleAttribute(link),
}

/**
 * The editor's intro as mail HTML. It was sanitized when the issue was frozen, but the mail is its
 * own allow-list (a mail client is no browser: no images, tables or classes from the editor here),
 * every element gets its inline style, and each link becomes the mail's marker for `link()`
 * (relative addresses made absolute on the site first: a mail has no base address).
 */
export function introMailHtml(html: string, siteUrl: string, marker: (url: string) => string): string {
  const absolute = (href: string) => {
    try {
      return new URL(href, `${siteUrl}/`).href
    } catch {
      return null
    }
  }
  const clean = sanitizeHtml(html, {
    allowedTags: Object.keys(STYLES).concat(['br', 'strong', 'b', 'em', 'i', 'u', 's']),
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    nestingLimit: 20,
  })
  // sanitize-html writes every tag the same way (`<a href="…">`, `<p>`), so these patterns see them all.
  return clean
    .replace(/<a href="([^"]*)"/g, (whole, href: string) => {
      const url = absolute(href.replaceAll('&amp;', '&'))
      return url && /^https?:/.test(url) ? `<a href="${marker(url)}"` : whole
    })
    .replace(/<(p|h2|h3|h4|ul|ol|li|blockquote|a)(?=[\s>])/g, (_, tag: string) => `<${tag} style="${STYLES[tag]}"`)
}
