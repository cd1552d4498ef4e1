import type { Issue } from '#lib/content-model.ts'

/** What an issue card or page needs: no body HTML unless the page shows it. */
export type IssueSummary = Pick<Issue, 'id' | 'slug' | 'path' | 'title' | 'summary' | 'issueDate' | 'special' | 'cover'>

export type IssueView = IssueSummary & Pick<Issue, 'volume' | 'issueNumber' | 'coverStory' | 'tableOfContents' | 'digitalEdition'> & { html: string }
