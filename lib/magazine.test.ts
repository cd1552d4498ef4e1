import { describe, expect, it } from 'vitest'
import { ISSUES_PAGE_SIZE, splitIssues } from './magazine.ts'

const issue = (id: number, special = false) => ({ id, special })

describe('splitIssues (spec §7)', () => {
  // Newest first, as the API answers: 30 and 31 regular, 32 special, 33.. regular, 37 special.
  const issues = [issue(30), issue(31), issue(32, true), issue(33), issue(34), issue(35), issue(36), issue(37, true), issue(38)]
  const { recent2, past, special } = splitIssues(issues)

  it('recent2 holds the two newest regular issues', () => {
    expect(recent2.map((i) => i.id)).toEqual([30, 31])
  })

  it('past holds every regular issue but the newest, in order', () => {
    expect(past.map((i) => i.id)).toEqual([31, 33, 34, 35, 36, 38])
  })

  it('special holds the issues with acf.special true, in order', () => {
    expect(special.map((i) => i.id)).toEqual([32, 37])
  })

  it('skips a special issue at the top: the newest regular one is still the one left out of past', () => {
    const split = splitIssues([issue(1, true), issue(2), issue(3), issue(4)])
    expect(split.recent2.map((i) => i.id)).toEqual([2, 3])
    expect(split.past.map((i) => i.id)).toEqual([3, 4])
    expect(split.special.map((i) => i.id)).toEqual([1])
  })

  it('copes with short and empty lists', () => {
    expect(splitIssues([])).toEqual({ recent2: [], past: [], special: [] })
    expect(splitIssues([issue(1)])).toEqual({ recent2: [issue(1)], past: [], special: [] })
    expect(splitIssues([issue(1, true)])).toEqual({ recent2: [], past: [], special: [issue(1, true)] })
  })

  it('asks for 38 issues a page (spec §9)', () => {
    expect(ISSUES_PAGE_SIZE).toBe(38)
  })
})
