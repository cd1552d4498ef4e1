import { describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP, searchCountText } from './search-types.ts'

describe('a search count as a reader sees it', () => {
  it('is the number below the cap and "1,000+" from the cap on (docs/decisions/074)', () => {
    expect(searchCountText(0)).toBe('0')
    expect(searchCountText(SEARCH_COUNT_CAP - 1)).toBe('999')
    expect(searchCountText(SEARCH_COUNT_CAP)).toBe('1,000+')
  })
})
