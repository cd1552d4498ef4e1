const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match
    }
    return NAMED[code.toLowerCase()] ?? match
  })
}

export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '')
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

const words = (text: string) =>
  decodeEntities(stripTags(text))
    .replace(/\s+/g, ' ')
    .replace(/\s*(\[…\]|…|\.\.\.)$/, '')
    .trim()

/**
 * Whether a summary only repeats the opening of a body (WordPress's automatic excerpt does): then
 * a page shows the body alone rather than the same sentences twice.
 */
export function repeatsOpening(summary: string, bodyHtml: string): boolean {
  const start = words(summary)
  return start.length > 0 && words(bodyHtml).startsWith(start)
}
