/**
 * Forty monthly magazine issues back from the seed month; three of the slots are special
 * editions. Each regular issue has a cover story and a table of contents pointing at articles.
 */
export const ISSUE_COUNT = 40
/** Months back from the newest issue that hold a special edition (never the newest). */
const SPECIAL_SLOTS: Record<number, { theme: string; slug: string; summary: string }> = {
  4: {
    theme: 'Sales Compensation Report',
    slug: 'sales-compensation-report',
    summary: 'Our annual survey of what sellers, managers and sales leaders earn, and how their plans are built.',
  },
  17: {
    theme: "Sales Technology Buyer's Guide",
    slug: 'sales-technology-buyers-guide',
    summary: 'Every category of the sales technology stack explained, with the questions to ask before you buy.',
  },
  29: {
    theme: 'Hiring and Onboarding Playbook',
    slug: 'hiring-and-onboarding-playbook',
    summary: 'How the best teams find, hire and ramp sellers, from the job description to the first closed deal.',
  },
}

const COVER_STORIES = [
  'The forecast call, rebuilt from scratch',
  'Why top sellers leave, in their own words',
  'Pay plans that pay for the right deals',
  'Discovery is the new demo',
  'The quiet comeback of the field sales team',
  'What procurement wants sellers to know',
  'Coaching that sticks after the workshop',
  'Territories drawn with data, not history',
  'First-time managers and the ninety-day cliff',
  'AI in the sales stack: a field report',
  'Renewals are the new new business',
  'Outbound without the spam',
  'The sales leader who hired her replacement',
]

const TOC_SECTIONS = [
  { section: 'Cover Story', page: 14 },
  { section: 'Feature', page: 24 },
  { section: 'Feature', page: 32 },
  { section: 'Column', page: 40 },
  { section: 'Toolkit', page: 46 },
]

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export interface IssueArticle {
  id: number
  title: string
  path: string
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

/** The issues, newest first; `today` is the seed date (YYYY-MM-DD) in the site's zone. */
export function buildIssues(today: string, articles: IssueArticle[]): SeedIssue[] {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return Array.from({ length: ISSUE_COUNT }, (_, back) => {
    const monthIndex = (((month - 1 - back) % 12) + 12) % 12
    const issueYear = year + Math.floor((month - 1 - back) / 12)
    const issueDate = `${issueYear}-${String(monthIndex + 1).padStart(2, '0')}-01`
    const monthName = `${MONTHS[monthIndex]} ${issueYear}`
    const special = SPECIAL_SLOTS[back]
    const coverStory = special ? '' : COVER_STORIES[back % COVER_STORIES.length]!
    const tableOfContents = TOC_SECTIONS.map(({ section, page }, k) => {
      const article = articles[(back * TOC_SECTIONS.length + k) % Math.max(articles.length, 1)]
      return article ? { section, title: k === 0 && coverStory ? coverStory : article.title, page, post_id: article.id, url: article.path } : null
    }).filter((entry) => entry !== null)
    return {
      slug: special ? `special-issue-${special.slug}-${issueYear}` : `${MONTHS[monthIndex]!.toLowerCase()}-${issueYear}-issue`,
      title: special ? `Special Issue: ${special.theme}` : `${monthName} Issue`,
      excerpt: special ? special.summary : `Cover story: ${coverStory}.`,
      contentHtml: special
        ? `<p>${special.summary} This special edition collects a year of reporting on one theme, with new survey results from {{site_name}} readers.</p>`
        : `<p>The ${monthName} issue leads with &ldquo;${coverStory}&rdquo;. Also inside: reader questions, a tools roundup and the monthly coaching column.</p>`,
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
