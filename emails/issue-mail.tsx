import { Body, Container, Head, Html, Preview, Section, render } from '@react-email/components'
import { issuePath, type IssueContent, type RenderedIssue } from '#lib/newsletter-issue.ts'
import { introMailHtml } from './intro-html.ts'
import { IssueFooter } from './issue/issue-footer.tsx'
import { IssueHeader } from './issue/issue-header.tsx'
import { LeadStory } from './issue/lead-story.tsx'
import { SponsorBlock } from './issue/sponsor-slot.tsx'
import { StoryList } from './issue/story-list.tsx'
import { issueText } from './issue-text.ts'
import { createMailLinks, type LinkWriter, type MailLinks } from './mail-links.ts'
import { COLORS, DARK_MODE_CSS, FONT_STACK, GUTTER, MAIL_WIDTH } from './theme.ts'

export interface RenderIssueOptions {
  /** The site's public address (no trailing slash): the web version and relative intro links live there. */
  siteUrl: string
  /** The href to write for each address, once per address in document order (tracked or direct). */
  link: LinkWriter
  /** Default: the site address's host name. */
  siteName?: string
  /** The publisher's postal address, when it has one to print (CAN-SPAM asks for it in the U.S.). */
  postalAddress?: string
}

interface IssueMailProps {
  content: IssueContent
  /** The intro as mail HTML (intro-html.ts). */
  introHtml: string
  siteUrl: string
  siteName: string
  postalAddress: string | null
  links: MailLinks
}

/** The issue as mail: tables 600 pixels wide, inline styles, a hidden preheader, light and dark. */
export function IssueMail({ content, introHtml, siteUrl, siteName, postalAddress, links }: IssueMailProps) {
  const [lead, ...rest] = content.stories
  const storyHref = (story: { url: string }) => links.marker(story.url)
  const siteHref = links.marker(`${siteUrl}/`)
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Body className="mail-page" style={{ margin: 0, padding: '16px 0', background: COLORS.page, fontFamily: FONT_STACK }}>
        {content.previewText ? <Preview>{content.previewText}</Preview> : null}
        {MSO_OPEN}
        <Container className="mail-paper" style={{ maxWidth: `${MAIL_WIDTH}px`, background: COLORS.paper, borderRadius: '6px' }}>
          <IssueHeader
            newsletterName={content.newsletter.name}
            issueDate={content.issueDate}
            siteName={siteName}
            webVersionHref={links.marker(`${siteUrl}${issuePath(content.newsletter.slug, content.issueDate)}`)}
            siteHref={siteHref}
          />
          {introHtml ? (
            <Section style={{ padding: `20px ${GUTTER}px 0` }}>
              <div dangerouslySetInnerHTML={{ __html: introHtml }} />
            </Section>
          ) : null}
          {lead ? <LeadStory story={lead} href={storyHref(lead)} /> : null}
          {content.sponsor ? <SponsorBlock slot={content.sponsor} href={links.marker(content.sponsor.link, content.sponsor.sponsor)} /> : null}
          <StoryList stories={rest} hrefOf={storyHref} />
          <IssueFooter newsletter={content.newsletter} siteName={siteName} siteHref={siteHref} siteAddress={new URL(siteUrl).host} postalAddress={postalAddress} />
        </Container>
        {MSO_CLOSE}
      </Body>
    </Html>
  )
}

/**
 * Outlook on Windows (Word's engine) ignores max-width: a table 600 pixels wide that only it sees
 * keeps the column from filling the window. React writes no comments, so markers stand in for it.
 */
const MSO_OPEN = '%%mso-open%%'
const MSO_CLOSE = '%%mso-close%%'
const forOutlook = (html: string) =>
  html
    .replace(MSO_OPEN, `<!--[if mso]><table role="presentation" width="${MAIL_WIDTH}" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->`)
    .replace(MSO_CLOSE, '<!--[if mso]></td></tr></table><![endif]-->')

/**
 * React hoists a preload of each image into the head; a mail client preloads nothing, and the one
 * for the open pixel would survive the sender's removal of the pixel itself.
 */
const withoutPreloads = (html: string) => html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')

/**
 * Renders an issue once per send (decision 052): the HTML and the text part, with the recipient
 * placeholders in both, and every link written through `options.link` in the order a reader meets
 * it. The unsubscribe and manage links are the reader's own: the sender fills them in, untracked.
 */
export async function renderIssue(content: IssueContent, options: RenderIssueOptions): Promise<RenderedIssue> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '')
  const siteName = options.siteName ?? new URL(siteUrl).hostname
  const links = createMailLinks()
  const postalAddress = options.postalAddress ?? null
  const introHtml = content.introHtml ? introMailHtml(content.introHtml, siteUrl, (url) => links.marker(url)) : ''
  const markup = await render(<IssueMail content={content} introHtml={introHtml} siteUrl={siteUrl} siteName={siteName} postalAddress={postalAddress} links={links} />)
  const resolved = links.resolve(forOutlook(withoutPreloads(markup)), options.link)
  const text = issueText(content, { siteUrl, siteName, postalAddress, introHtml, marker: links.marker })
  return { html: resolved.html, text: resolved.resolveText(text), links: resolved.links }
}
