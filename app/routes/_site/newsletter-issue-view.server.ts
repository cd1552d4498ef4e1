import type { AppLoadContext } from 'react-router'
import { issuePath, sponsorName, type IssueContent, type IssueStory } from '#lib/newsletter-issue.ts'
import type { IssueStoryView, IssueView } from '../../components/newsletters/issue-view.tsx'

/** The newsletter's archive page. */
export const archivePath = (slug: string) => `/newsletters/${slug}`

/**
 * An address on the site as a path (so the page works on any host and port, and its images pass the
 * page's `img-src 'self'`); other hosts as they are.
 */
function sitePath(url: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

function storyView(story: IssueStory, siteUrl: string): IssueStoryView {
  return {
    key: `${story.type}:${story.id}`,
    label: story.label,
    title: story.title,
    href: sitePath(story.url, siteUrl),
    deck: story.deck,
    when: story.when,
    image: story.imageUrl ? { src: sitePath(story.imageUrl, siteUrl), alt: story.imageAlt } : null,
  }
}

/**
 * A sent issue for a page: the frozen content as it went out, with links straight to the
 * content (the web version counts no clicks) and the intro through the site's own sanitizer.
 */
export function toIssueView(context: AppLoadContext, content: IssueContent): IssueView & { path: string } {
  const siteUrl = context.env.SITE_URL
  const [lead, ...more] = content.stories
  const { sponsor } = content
  return {
    path: issuePath(content.newsletter.slug, content.issueDate),
    newsletterName: content.newsletter.name,
    archivePath: archivePath(content.newsletter.slug),
    issueDate: content.issueDate,
    subject: content.subject,
    introHtml: content.introHtml ? context.sanitizeContent(content.introHtml) : '',
    lead: lead ? storyView(lead, siteUrl) : null,
    more: more.map((story) => storyView(story, siteUrl)),
    sponsor: sponsor ? { name: sponsorName(sponsor), message: sponsor.message, href: sponsor.link, logoUrl: sponsor.logoUrl && sitePath(sponsor.logoUrl, siteUrl), logoAlt: sponsor.logoAlt } : null,
  }
}
