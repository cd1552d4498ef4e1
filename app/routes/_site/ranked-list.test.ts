import { describe, expect, it } from 'vitest'
import { viewHref } from '../../components/lists/list-controls.tsx'
import { readListView, winnersByCategory } from './ranked-list.server.ts'

const segments = [{ slug: 'technology', name: 'Technology', description: '' }]
const read = (query: string) => readListView(new URL(`http://x/lists/2026/quota-500${query}`), segments, ['Austin, TX', 'Denver, CO'], ['1-50', '5,000+'])

describe('list views', () => {
  it('reads sort, direction, segment, headquarters, size band and query, falling back to the ranked view', () => {
    expect(read('')).toEqual({ sort: 'rank', direction: 'asc', segment: '', headquarters: '', sizeBand: '', query: '' })
    expect(read('?sort=metric')).toEqual({ sort: 'metric', direction: 'desc', segment: '', headquarters: '', sizeBand: '', query: '' })
    expect(read('?sort=company&dir=desc&segment=technology&hq=Denver%2C+CO&size=5%2C000%2B&q=oak')).toEqual({
      sort: 'company',
      direction: 'desc',
      segment: 'technology',
      headquarters: 'Denver, CO',
      sizeBand: '5,000+',
      query: 'oak',
    })
    expect(read('?sort=evil&dir=up&segment=nope&hq=Atlantis&size=huge')).toEqual({ sort: 'rank', direction: 'asc', segment: '', headquarters: '', sizeBand: '', query: '' })
  })

  it('writes view links without defaults, so the plain address stays canonical', () => {
    const view = read('')
    expect(viewHref('/lists/2026/quota-500', view, {})).toBe('/lists/2026/quota-500')
    expect(viewHref('/lists/2026/quota-500', view, { sort: 'company', direction: 'asc' })).toBe('/lists/2026/quota-500?sort=company')
    expect(viewHref('/lists/2026/quota-500', read('?segment=technology'), { sort: 'change', direction: 'asc' })).toBe('/lists/2026/quota-500?segment=technology&sort=change&dir=asc')
    expect(viewHref('/lists/2026/quota-500', read('?hq=Austin%2C+TX'), {})).toBe('/lists/2026/quota-500?hq=Austin%2C+TX')
    expect(viewHref('/lists/2026/quota-500', read('?size=1-50&sort=company'), { segment: 'technology' })).toBe('/lists/2026/quota-500?segment=technology&size=1-50&sort=company')
  })

  it('orders winners by category and gold to bronze, leaving out empty categories', () => {
    const winner = (category: string, level: string) => ({ category, level, company: `${category}-${level}`, person: null, title: null, summary: '', website: '' })
    const grouped = winnersByCategory(
      [
        { slug: 'a', name: 'A', description: '' },
        { slug: 'b', name: 'B', description: '' },
        { slug: 'c', name: 'C', description: '' },
      ],
      [winner('b', 'bronze'), winner('a', 'silver'), winner('a', 'gold'), winner('b', 'gold')],
    )
    expect(grouped.map((category) => [category.slug, category.winners.map((w) => w.level)])).toEqual([
      ['a', ['gold', 'silver']],
      ['b', ['gold', 'bronze']],
    ])
  })
})
