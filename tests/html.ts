/** Small readers of rendered HTML for the integration tests (React's output is regular enough for these). */

export function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** `<meta name|property="key" content="…">` of the head. */
export function metaContent(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)
  return found ? decodeHtml(found[1]!) : undefined
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
}

/** Every JSON-LD block, parsed (a block that is not JSON fails the test that reads it). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}

/** The outer HTML of the first element that opens with `opening` (e.g. '<section class="x"'), up to its closing tag. */
export function elementHtml(html: string, opening: string): string {
  const start = html.indexOf(opening)
  if (start === -1) throw new Error(`no element opening with ${opening}`)
  const tag = /^<([a-z0-9]+)/i.exec(opening)![1]!
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi')
  pattern.lastIndex = start
  let depth = 0
  for (const match of html.matchAll(pattern)) {
    if (match.index < start) continue
    depth += match[1] ? -1 : 1
    if (depth === 0) return html.slice(start, match.index + match[0].length)
  }
  throw new Error(`element opening with ${opening} is not closed`)
}

/** The href of every link, in document order. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map((match) => decodeHtml(match[1]!))
}

/** The hrefs of links whose class list contains `className`. */
export function hrefsWithClass(html: string, className: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].filter((match) => new RegExp(`class="[^"]*\\b${className}\\b`).test(match[1]!)).map((match) => decodeHtml(/href="([^"]*)"/.exec(match[1]!)?.[1] ?? ''))
}

/** The text of an element with tags removed. */
export function textOf(html: string): string {
  return decodeHtml(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether some link carries all these attributes (in any order), e.g. { href: '/blog?page=2', rel: 'next' }. */
export function hasLink(html: string, attributes: Record<string, string>): boolean {
  return [...html.matchAll(/<a\b([^>]*)>/g)].some((match) => Object.entries(attributes).every(([name, value]) => decodeHtmlAttr(match[1]!, name) === value))
}

function decodeHtmlAttr(attributes: string, name: string): string | undefined {
  const found = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)
  return found ? decodeHtml(found[1]!) : undefined
}
