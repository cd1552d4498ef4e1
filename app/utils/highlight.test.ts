import { describe, expect, it } from 'vitest'
import { highlightParts, queryWords } from './highlight.ts'

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('')

describe('highlightParts', () => {
  it('marks whole words that start with a query word, whatever their case', () => {
    expect(marked('Pipeline reviews and pipelines: a PIPE dream', 'pipe')).toBe('[Pipeline] reviews and [pipelines]: a [PIPE] dream')
  })

  it('marks every word of the query, and never inside a word', () => {
    expect(marked('Cold calling is not a recall', 'cold call')).toBe('[Cold] [calling] is not a recall')
  })

  it('keeps text as text: markup in the title or the query is never interpreted', () => {
    const parts = highlightParts('<b>Pipeline</b> & co', '<script> pipeline')
    expect(parts).toEqual([
      { text: '<b>', match: false },
      { text: 'Pipeline', match: true },
      { text: '</b> & co', match: false },
    ])
  })

  it('treats regular-expression characters in the query literally', () => {
    expect(marked('C++ (and C#) pricing', 'c++ (pricing')).toBe('C++ (and C#) [pricing]')
  })

  it('leaves text alone without a usable query', () => {
    expect(marked('Forecasting', '')).toBe('Forecasting')
    expect(marked('Forecasting', '" - or')).toBe('Forecasting')
    expect(highlightParts('', 'x')).toEqual([])
  })
})

describe('queryWords', () => {
  it('drops search operators, quotes and one-letter words, longest first', () => {
    expect(queryWords('"cold calling" -spam OR a Q4')).toEqual(['calling', 'cold', 'spam', 'q4'])
  })
})
