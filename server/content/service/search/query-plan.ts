/**
 * What a reader typed, as the search engine reads it: lower-case words of letters and digits
 * (everything else is a separator, so no input can break the query syntax), the last one
 * matched as a prefix (a word still being typed), each misspelt one alongside its correction.
 */

/** More words than this add nothing to a ranking and only cost time. */
const MAX_WORDS = 8
/** No English word is longer; a longer run of letters is noise. */
const MAX_WORD_LENGTH = 40

export interface SearchPlan {
  /** The words, in order, as typed (lower case). */
  words: string[]
  /** The words joined by single spaces: what titles are compared with. */
  phrase: string
  /** to_tsquery input (english and simple configurations alike). */
  tsquery: string
  /** The query with its misspelt words corrected, when any was: "did you mean". */
  corrected: string | null
}

export function searchWords(raw: string): string[] {
  return raw
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS)
}

const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ':*' : ''}`

/**
 * The plan for the words and the corrections found for some of them. Every word must match
 * (as typed or corrected); the last also matches as the start of a longer word.
 */
export function planSearch(words: string[], corrections: ReadonlyMap<string, string> = new Map()): SearchPlan {
  const last = words.length - 1
  const terms = words.map((word, index) => {
    const correction = corrections.get(word)
    const typed = lexeme(word, index === last)
    return correction ? `(${typed} | ${lexeme(correction, index === last)})` : typed
  })
  const corrected = words.some((word) => corrections.has(word)) ? words.map((word) => corrections.get(word) ?? word).join(' ') : null
  return { words, phrase: words.join(' '), tsquery: terms.join(' & '), corrected }
}
