/** Issues are dated by month ("November 2026"); the date is a calendar day, so read it in UTC. */
const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' })

export function formatIssueMonth(issueDate: string): string {
  const date = new Date(`${issueDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date)
}
