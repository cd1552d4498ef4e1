import { RECIPIENT_PLACEHOLDERS, type IssueContent, type RenderedIssue } from '#lib/newsletter-issue.ts'
import type { RenderIssue } from '../ports.ts'

/**
 * STAND-IN for part 2's `renderIssue` (emails/issue-mail.tsx), to be replaced at merge: plain
 * HTML with the stories and the sponsor, each link asked of `link` once, in document order.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const standInRenderIssue: RenderIssue = async (content: IssueContent, { link }) => {
  const links: RenderedIssue['links'] = []
  const href = (url: string, sponsor: string | null) => {
    links.push({ url, sponsor })
    return escape(link(url, sponsor))
  }
  const stories = content.stories.map((story) => `<h2><a href="${href(story.url, null)}">${escape(story.title)}</a></h2><p>${escape(story.deck)}</p>`)
  const sponsor = content.sponsor
    ? `<p>Sponsored by ${escape(content.sponsor.sponsor)}: <a href="${href(content.sponsor.link, content.sponsor.sponsor)}">${escape(content.sponsor.message)}</a></p>`
    : ''
  const html = `<!doctype html><html><body><h1>${escape(content.subject)}</h1>${content.introHtml}${stories.join('')}${sponsor}<p><a href="${RECIPIENT_PLACEHOLDERS.unsubscribeUrl}">Unsubscribe</a></p></body></html>`
  const text = [content.subject, ...content.stories.map((story) => `${story.title}\n${story.url}`), `Unsubscribe: ${RECIPIENT_PLACEHOLDERS.unsubscribeUrl}`].join('\n\n')
  return { html, text, links }
}
