import { describe, expect, it } from 'vitest'
import { snippetParts } from '../../client/search.ts'
import { MARK_END, MARK_START, snippetHtml } from './snippet.ts'

describe('a highlighted snippet', () => {
  it('escapes the text and marks the matches', () => {
    expect(snippetHtml(`Pipeline <b>reviews</b> & ${MARK_START}forecast${MARK_END} "calls"`)).toBe('Pipeline &#60;b&#62;reviews&#60;/b&#62; &#38; <mark>forecast</mark> &#34;calls&#34;')
  })

  it('decodes entities before escaping, so they show as the characters they stand for', () => {
    expect(snippetHtml(`R&amp;D ${MARK_START}sales${MARK_END} &lt;script&gt;`)).toBe('R&#38;D <mark>sales</mark> &#60;script&#62;')
  })

  it('closes a mark left open and ignores a stray end or a doubled start', () => {
    expect(snippetHtml(`${MARK_END}a ${MARK_START}b${MARK_START} c`)).toBe('a <mark>b c</mark>')
  })

  it('cannot be forged by an entity that decodes to a mark', () => {
    expect(snippetHtml('a &#57344;b&#57345; c')).toBe('a b c')
  })

  it('reaches a page as text pieces, marked or not, never as markup', () => {
    expect(snippetParts('R&#38;D <mark>sales</mark> &#60;script&#62; <img src=x>')).toEqual([
      { text: 'R&D ', marked: false },
      { text: 'sales', marked: true },
      { text: ' <script> ', marked: false },
    ])
  })
})
