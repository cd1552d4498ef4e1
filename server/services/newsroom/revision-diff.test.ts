import { describe, expect, it } from 'vitest'
import { bodyText, diffVersions } from './revision-diff.ts'

const version = (over: Partial<Parameters<typeof diffVersions>[0]> = {}) => ({
  title: 'Forecasts without fear',
  excerpt: 'A deck.',
  contentHtml: '<h2>Why</h2><p>First &amp; second.</p>',
  acf: {},
  ...over,
})

describe('diffVersions', () => {
  it('names only what changed, word by word, with the body as text', () => {
    const diffs = diffVersions(version(), version({ title: 'Forecasts without dread', contentHtml: '<h2>Why</h2><p>First &amp; third.</p>' }))
    expect(diffs.map((diff) => diff.field)).toEqual(['Title', 'Body'])
    expect(diffs[0]!.parts).toEqual([
      { value: 'Forecasts without ', change: 'same' },
      { value: 'fear', change: 'removed' },
      { value: 'dread', change: 'added' },
    ])
    expect(diffs[1]!.parts.filter((part) => part.change !== 'same').map((part) => part.value)).toEqual(['second', 'third'])
  })

  it('says when only the formatting changed, and compares section fields line by line', () => {
    const diffs = diffVersions(
      version({ acf: { start_time: '13:00', panelists: [{ name: 'Kim' }] } }),
      version({ contentHtml: '<h2>Why</h2><p><strong>First</strong> &amp; second.</p>', acf: { start_time: '14:00', panelists: [{ name: 'Kim' }] } }),
    )
    expect(diffs.map((diff) => diff.field)).toEqual(['Body', 'start time'])
    expect(diffs[0]!.parts[0]!.value).toContain('Only the formatting changed')
    expect(diffs[1]!.parts).toEqual([
      { value: '13:00', change: 'removed' },
      { value: '14:00', change: 'added' },
    ])
  })

  it('reads a body as its paragraphs, images by their alt text', () => {
    expect(bodyText('<h2>A</h2><p>B<br>C</p><figure><img src="x.jpg" alt="A chart"></figure>')).toBe('A\nB\nC\n[image: A chart]')
  })

  it('finds nothing when nothing changed', () => {
    expect(diffVersions(version({ acf: { a: 1 } }), version({ acf: { a: 1 } }))).toEqual([])
  })
})
