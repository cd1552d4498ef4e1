import { describe, expect, it } from 'vitest'
import { reachOfSave, type ItemState } from './change-reach.ts'

const saved: ItemState = { title: 'T', slug: 't', excerpt: 'E', contentHtml: '<p>B</p>', authorId: 1, featuredMediaId: 2, acf: { start: '2026-12-01' }, termIds: [3, 4] }

describe('the reach of a saved change', () => {
  it('is the body alone when only the body changed, or nothing did', () => {
    expect(reachOfSave(saved, { ...saved, contentHtml: '<p>C</p>' })).toBe('body')
    expect(reachOfSave(saved, { ...saved })).toBe('body')
    expect(reachOfSave(saved, { ...saved, acf: { seo_title: '', start: '2026-12-01' } })).toBe('body')
  })

  it.each([
    ['title', 'U'],
    ['slug', 'u'],
    ['excerpt', 'F'],
    ['featuredMediaId', null],
  ] as const)('reaches the lists that show the item when its %s changed', (field, value) => {
    expect(reachOfSave(saved, { ...saved, [field]: value })).toBe('listed')
  })

  it.each([
    ['authorId', 5],
    ['acf', { start: '2027-01-01' }],
    ['termIds', [4, 3]],
    ['termIds', [3]],
  ] as const)('reaches every list of its kind when its %s changed', (field, value) => {
    expect(reachOfSave(saved, { ...saved, title: 'U', [field]: value })).toBe('placement')
  })
})
