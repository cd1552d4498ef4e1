export interface TextPart {
  text: string
  match: boolean
}

const LETTERS = '\\p{L}\\p{N}'

/** The words of a query worth marking: operators and quotes of the search syntax dropped. */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 1 && word !== 'or')
  return [...new Set(words)].sort((a, b) => b.length - a.length)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Splits plain text into runs, marking each word that starts with a query word (case-insensitive,
 * so "pipe" marks "Pipelines"). The parts are rendered as React text, which escapes them: no HTML
 * from the CMS or the query can reach the page through the marks.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query)
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : []
  const pattern = new RegExp(`(?<![${LETTERS}])(?:${words.map(escapeRegExp).join('|')})[${LETTERS}]*`, 'giu')
  const parts: TextPart[] = []
  let last = 0
  for (const found of text.matchAll(pattern)) {
    const start = found.index
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    parts.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}
