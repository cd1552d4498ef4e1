import { highlightParts } from '../../utils/highlight.ts'

/** Plain text with the words of the query in <mark>; React escapes every part. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>
}
