import { describe, expect, it } from 'vitest'
import { repeatsOpening } from './html-text.ts'

describe('repeatsOpening', () => {
  const body = '<p>The Quota 500 ranks the 500 largest&nbsp;sales organisations.</p>\n<p>This is the 2026 edition.</p>'

  it('knows an automatic excerpt: the opening words, maybe cut with an ellipsis', () => {
    expect(repeatsOpening('The Quota 500 ranks the 500 largest sales organisations.', body)).toBe(true)
    expect(repeatsOpening('The Quota 500 ranks the 500 largest […]', body)).toBe(true)
    expect(repeatsOpening('<p>The Quota 500 ranks the 500 largest…</p>', body)).toBe(true)
  })

  it('keeps a summary written on its own, and an empty one is no repeat', () => {
    expect(repeatsOpening('Who employs the most quota-carrying sellers this year.', body)).toBe(false)
    expect(repeatsOpening('', body)).toBe(false)
  })
})
