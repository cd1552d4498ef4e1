/** The magazine page's groups (spec §7, §9): one request of 38 issues, newest first, split three ways. */
export const ISSUES_PAGE_SIZE = 38
export const RECENT_ISSUES = 2

export interface IssueSplit<T> {
  /** The two newest regular issues. */
  recent2: T[]
  /** Regular issues without the newest one (it is the current issue, shown on its own). */
  past: T[]
  /** Special issues (acf.special true). */
  special: T[]
}

/** Splits issues as the API returns them (newest first); nothing is re-sorted. */
export function splitIssues<T extends { special: boolean }>(issues: readonly T[]): IssueSplit<T> {
  const regular = issues.filter((issue) => !issue.special)
  return {
    recent2: regular.slice(0, RECENT_ISSUES),
    past: regular.slice(1),
    special: issues.filter((issue) => issue.special),
  }
}
