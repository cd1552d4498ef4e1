import type { Image, Issue, IssueContentsEntry } from '#lib/content-model.ts'

/** What an issue card or page needs: no body HTML unless the page shows it. */
export type IssueSummary = Pick<Issue, 'id' | 'slug' | 'path' | 'title' | 'summary' | 'issueDate' | 'special' | 'cover'>

/** A contents line, with its article's dek and picture where the page looked them up. */
export type IssueContentsView = IssueContentsEntry & { deck?: string; image?: Image | null }

export type IssueView = IssueSummary & Pick<Issue, 'volume' | 'issueNumber' | 'coverStory' | 'digitalEdition'> & { tableOfContents: IssueContentsView[]; html: string }
