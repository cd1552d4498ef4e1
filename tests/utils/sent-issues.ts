import { eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterIssues, newsletters, type IssueStatus } from '#db/schema/index.ts'
import type { IssueContent, IssueStory } from '#lib/newsletter-issue.ts'
import { renderIssue } from '../../emails/issue-mail.tsx'

export const TEST_SITE = 'http://localhost:3000'

/** An issue's content as a send fixes it: stories on the site (and one elsewhere), a sponsor, an intro. */
export function issueContent(slug: string, name: string, issueDate: string, stories = 4): IssueContent {
  const story = (n: number): IssueStory => ({
    type: n % 2 ? 'webinars' : 'post',
    id: 500 + n,
    label: n % 2 ? 'Webinar' : 'Article',
    title: `${name} ${issueDate} story ${n}`,
    url: `${TEST_SITE}/${500 + n}/story-${n}`,
    deck: `Why story ${n} matters.`,
    imageUrl: `${TEST_SITE}/wp-content/uploads/story-${n}.jpg`,
    imageAlt: `Picture ${n}`,
    when: n % 2 ? 'Tuesday, December 1, 2026, 1:00 p.m. ET' : '',
  })
  return {
    newsletter: { slug, name },
    issueDate,
    subject: `${name} subject of ${issueDate}`,
    previewText: `Preview of ${issueDate}`,
    introHtml: `<p>Intro of ${issueDate} with <a href="${TEST_SITE}/topics/2/prospecting">prospecting</a>.</p>`,
    stories: Array.from({ length: stories }, (_, n) => story(n)),
    sponsor: { sponsor: 'acme-dialer', message: 'Three more conversations an hour.', link: 'https://acme.example/boost', logoUrl: 'https://acme.example/logo.png', logoAlt: 'Acme Dialer logo' },
  }
}

/** Inserts an issue as the sender leaves it (content and rendered mail fixed), in any status. */
export async function insertIssue(db: Database, slug: string, issueDate: string, status: IssueStatus, content?: IssueContent) {
  const [newsletter] = await db.select().from(newsletters).where(eq(newsletters.slug, slug))
  if (!newsletter) throw new Error(`no newsletter ${slug}`)
  const fixed = content ?? issueContent(slug, newsletter.name, issueDate)
  const rendered = await renderIssue(fixed, { siteUrl: TEST_SITE, link: (url) => url })
  await db.insert(newsletterIssues).values({
    newsletterId: newsletter.id,
    issueDate,
    status,
    subject: fixed.subject,
    content: { content: fixed, rendered },
    finishedAt: status === 'sent' ? new Date(`${issueDate}T12:00:00Z`) : null,
  })
  return fixed
}
