import { describe, expect, it } from 'vitest'
import { planSearch, searchWords } from './query-plan.ts'

describe('reading what a reader typed', () => {
  it('keeps lower-case words of letters and digits, whatever else is around them', () => {
    expect(searchWords(`  Forecast's "100%" _calls_ \\ &| 'quoted' -x\u0000y `)).toEqual(['forecast', 's', '100', 'calls', 'quoted', 'x', 'y'])
    expect(searchWords('Négociation Zürich')).toEqual(['négociation', 'zürich'])
  })

  it('has no words in punctuation alone, and at most eight, none of them absurdly long', () => {
    expect(searchWords(`%_\\ '" & | ! : * ( ) <->`)).toEqual([])
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(8)
    expect(searchWords(`${'a'.repeat(10_000)} pipeline`)).toEqual(['pipeline'])
  })
})

describe('the search plan', () => {
  it('needs every word, the last as a prefix', () => {
    expect(planSearch(['cold', 'call'])).toEqual({ words: ['cold', 'call'], phrase: 'cold call', tsquery: "'cold' & 'call':*", corrected: null })
  })

  it('accepts a misspelt word or its correction, and offers the corrected query', () => {
    const plan = planSearch(['forcast', 'calls'], new Map([['forcast', 'forecast']]))
    expect(plan.tsquery).toBe("('forcast' | 'forecast') & 'calls':*")
    expect(plan.corrected).toBe('forecast calls')
  })
})
