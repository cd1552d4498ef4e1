import { describe, expect, it } from 'vitest'
import { pageHref, pageWindow } from './pagination.ts'

describe('pageHref', () => {
  it('sets the page and keeps the other parameters; page 1 is the address without it', () => {
    expect(pageHref('/search', '?q=cold+calling&page=3', 4)).toBe('/search?q=cold+calling&page=4')
    expect(pageHref('/search', '?q=pipeline&page=3', 1)).toBe('/search?q=pipeline')
    expect(pageHref('/topics/2/prospecting', '', 2)).toBe('/topics/2/prospecting?page=2')
    expect(pageHref('/blog', '?page=2', 1)).toBe('/blog')
  })
})

describe('pageWindow', () => {
  const shown = (current: number, total: number) => pageWindow(current, total).map((item) => (item.kind === 'gap' ? '…' : item.page))

  it('shows first, last and the neighbours of the current page, with gaps between', () => {
    expect(shown(1, 1)).toEqual([1])
    expect(shown(1, 3)).toEqual([1, 2, 3])
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10])
    expect(shown(10, 10)).toEqual([1, '…', 9, 10])
    expect(shown(3, 10)).toEqual([1, 2, 3, 4, '…', 10])
  })
})
