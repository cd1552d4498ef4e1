import { describe, expect, it } from 'vitest'
import { searchCount, SEARCH_TYPE_LABELS, SEARCH_TYPES } from './search-types.ts'
import { adminPath, countOf, isSectionType, SECTION_TYPES, SECTIONS } from './sections.ts'

describe('the section catalogue', () => {
  it('counts in words, one and many', () => {
    expect([countOf('webinars', 1), countOf('issues', 3), countOf('lists', 0)]).toEqual(['1 webinar', '3 magazine issues', '0 list editions'])
  })

  it('knows its types and nothing else', () => {
    expect(SECTION_TYPES).toEqual(['webinars', 'issues', 'videos', 'events', 'lists', 'resources'])
    expect(isSectionType('podcasts')).toBe(false)
    expect(isSectionType('post')).toBe(false)
  })

  it('gives each section its back-office address and navigation label', () => {
    expect(adminPath('issues')).toBe('/admin/content/issues')
    expect(SECTIONS.map((section) => section.navLabel)).toEqual(['Webinars', 'Magazine', 'Videos', 'Events', 'Lists and awards', 'Resources'])
  })
})

describe('typed search', () => {
  it('says how many were found with the right number: "1 webinar", not "1 webinars"', () => {
    expect(searchCount('webinars', 1)).toBe('1 webinar')
    expect(searchCount('webinars', 2)).toBe('2 webinars')
    expect(searchCount('articles', 1)).toBe('1 article')
    expect(searchCount('companies', 1)).toBe('1 company')
    expect(searchCount('companies', 12)).toBe('12 companies')
  })

  it("narrows to articles, each section in the catalogue's order, then companies, each with its label", () => {
    expect(SEARCH_TYPES).toEqual(['articles', ...SECTION_TYPES, 'companies'])
    expect(SEARCH_TYPE_LABELS.lists).toBe('Lists and awards')
  })
})
