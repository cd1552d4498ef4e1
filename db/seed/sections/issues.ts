import { escapeHtml } from '#lib/html-text.ts'
import { readJson } from '../content-files.ts'

/**
 * Forty monthly magazine issues back from the seed month; three of the slots are special editions
 * (content/issues/specials.json). An issue prints articles published before it went to press,
 * each in one issue only: a regular issue's cover story is the newest of them, so no two issues
 * share a cover.
 */
export const ISSUE_COUNT = 40
const SPECIALS = readJson<{ monthsBack: number; theme: string; slug: string; summary: string }[]>('issues/specials.json')

const TOC_SECTIONS = [
  { section: 'Cover Story', page: 14 },
  { section: 'Feature', page: 24 },
  { section: 'Feature', page: 32 },
  { section: 'Column', page: 40 },
  { section: 'Toolkit', page: 46 },
]
/** How far back an issue reaches for its articles. */
const ISSUE_WINDOW_DAYS = 92

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export interface IssueArticle {
  id: number
  title: string
  path: string
  publishedAt: Date
}

export interface SeedIssue {
  slug: string
  title: string
  excerpt: string
  contentHtml: string
  issueDate: string
  special: boolean
  volume: number
  issueNumber: number
  coverStory: string
  tableOfContents: { section: string; title: string; page: number; post_id: number; url: string }[]
}

/** The issues, newest first; `today` is the seed date (YYYY-MM-DD) in the site's zone; `pressTime` when an issue dated that day went to press. */
export function buildIssues(today: string, articles: IssueArticle[], pressTime: (issueDate: string) => Date): SeedIssue[] {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const unused = [...articles].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
  return Array.from({ length: ISSUE_COUNT }, (_, back) => {
    const monthIndex = (((month - 1 - back) % 12) + 12) % 12
    const issueYear = year + Math.floor((month - 1 - back) / 12)
    const issueDate = `${issueYear}-${String(monthIndex + 1).padStart(2, '0')}-01`
    const monthName = `${MONTHS[monthIndex]} ${issueYear}`
    const special = SPECIALS.find((slot) => slot.monthsBack === back)
    const press = pressTime(issueDate).getTime()
    const printed = unused.filter((article) => article.publishedAt.getTime() <= press && article.publishedAt.getTime() > press - ISSUE_WINDOW_DAYS * 24 * 3600_000).slice(0, TOC_SECTIONS.length)
    for (const article of printed) unused.splice(unused.indexOf(article), 1)
    const coverStory = special ? '' : (printed[0]?.title ?? '')
    const tableOfContents = printed.map((article, k) => ({ ...TOC_SECTIONS[k]!, title: article.title, post_id: article.id, url: article.path }))
    return {
      slug: special ? `special-issue-${special.slug}-${issueYear}` : `${MONTHS[monthIndex]!.toLowerCase()}-${issueYear}-issue`,
      title: special ? `Special Issue: ${special.theme}` : `${monthName} Issue`,
      excerpt: special ? special.summary : `Cover story: ${coverStory}${/[.?!]$/.test(coverStory) ? '' : '.'}`,
      contentHtml: special
        ? `<p>${special.summary} This special edition collects a year of reporting on one theme, with new survey results from {{site_name}} readers.</p>`
        : `<p>The ${monthName} issue leads with &ldquo;${escapeHtml(coverStory)}&rdquo;. Also inside: reader questions, a tools roundup and the monthly coaching column.</p>`,
      issueDate,
      special: Boolean(special),
      volume: issueYear - 1990,
      issueNumber: monthIndex + 1,
      coverStory,
      tableOfContents,
    }
  })
}

/** The PDF pages of an issue's digital edition. */
export function issuePdfPages(issue: SeedIssue, siteName: string) {
  return [
    { heading: `${siteName}: ${issue.title}`, paragraphs: [issue.excerpt, `Volume ${issue.volume}, number ${issue.issueNumber}. Published ${issue.issueDate}.`] },
    {
      heading: 'In this issue',
      paragraphs: issue.tableOfContents.map((entry) => `${entry.section}, page ${entry.page}: ${entry.title}`),
    },
  ]
}
