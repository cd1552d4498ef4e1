import { decodeEntities, stripTags } from '#lib/html-text.ts'
import { issuePath, RECIPIENT_PLACEHOLDERS, sponsorName, whyYouReceive, type IssueContent, type IssueStory } from '#lib/newsletter-issue.ts'
import { dateText } from '#lib/time-format.ts'

interface TextOptions {
  siteUrl: string
  siteName: string
  postalAddress: string | null
  /** The intro as the mail shows it (sanitized, its links already markers). */
  introHtml: string
  /** The marker for an address: replaced afterwards by the href the HTML wrote, so both parts count the same links. */
  marker: (url: string, sponsor?: string | null) => string
}

/** The intro as paragraphs of plain text: block ends become blank lines, list items get a dash, link addresses follow their words. */
function introText(html: string): string {
  const withLinks = html.replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) => `${words} (${decodeEntities(href)})`)
  const blocks = withLinks
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote|div)>/gi, '\n\n')
  return decodeEntities(stripTags(blocks))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function storyText(story: IssueStory, hrefOf: TextOptions['marker']): string {
  return [story.label ? story.label.toUpperCase() : null, story.title, story.when || null, story.deck || null, hrefOf(story.url)].filter((line) => line !== null).join('\n')
}

/** The plain-text part: the same issue, readable in any client, with every link written out. */
export function issueText(content: IssueContent, { siteUrl, siteName, postalAddress, introHtml, marker: hrefOf }: TextOptions): string {
  const [lead, ...rest] = content.stories
  const rule = '-'.repeat(40)
  const parts = [
    `${content.newsletter.name}, ${dateText(content.issueDate)}`,
    `Read it in your browser: ${hrefOf(`${siteUrl}${issuePath(content.newsletter.slug, content.issueDate)}`)}`,
    introHtml ? introText(introHtml) : null,
    lead ? storyText(lead, hrefOf) : null,
    content.sponsor ? [`SPONSORED BY ${sponsorName(content.sponsor).toUpperCase()}`, content.sponsor.message, hrefOf(content.sponsor.link, content.sponsor.sponsor)].join('\n') : null,
    rest.length > 0 ? ['ALSO IN THIS ISSUE', ...rest.map((story) => storyText(story, hrefOf))].join('\n\n') : null,
    rule,
    whyYouReceive(content.newsletter, siteName),
    `Manage your newsletters: ${RECIPIENT_PLACEHOLDERS.manageUrl}\nUnsubscribe: ${RECIPIENT_PLACEHOLDERS.unsubscribeUrl}`,
    [`${siteName}: ${hrefOf(`${siteUrl}/`)}`, postalAddress].filter(Boolean).join('\n'),
  ]
  return `${parts.filter((part): part is string => part !== null && part !== '').join('\n\n')}\n`
}
