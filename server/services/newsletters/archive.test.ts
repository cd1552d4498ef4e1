import { describe, expect, it } from 'vitest'
import type { Database } from '#db/client.ts'
import { createNewsletterArchive, isIssueDate } from './archive.ts'

/** A database that fails the test if anything reads it. */
const untouchable = new Proxy({} as Database, {
  get(_, name) {
    throw new Error(`the database was used (${String(name)})`)
  },
})

describe('the newsletter archive', () => {
  it('knows a calendar date written YYYY-MM-DD from anything else', () => {
    expect(['2026-11-27', '2024-02-29', '1999-12-31'].every(isIssueDate)).toBe(true)
    expect(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-01', '26-11-27', '2026-11-27x', ' 2026-11-27', '', '2026-11-00'].some(isIssueDate)).toBe(false)
  })

  it('refuses a malformed newsletter slug or date without a query', async () => {
    const archive = createNewsletterArchive({ db: untouchable })
    expect(await archive.sentIssue('daily-boost', '2026-02-30')).toBeNull()
    expect(await archive.sentIssue('Daily Boost', '2026-11-27')).toBeNull()
    expect(await archive.sentIssue('../etc', '2026-11-27')).toBeNull()
    expect(await archive.latestSent('x'.repeat(101))).toBeNull()
    expect(await archive.newsletter('confirm?')).toBeNull()
    expect(await archive.sentIssues('-dash-first', 1)).toEqual({ rows: [], total: 0, page: 1, pages: 1 })
  })
})
