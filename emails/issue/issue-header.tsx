import { Heading, Link, Section, Text } from '@react-email/components'
import { dateText } from '#lib/time-format.ts'
import { COLORS, FONT_STACK, GUTTER, small, titleLink } from '../theme.ts'

interface IssueHeaderProps {
  newsletterName: string
  issueDate: string
  siteName: string
  /** Markers for the web version and the site's home page. */
  webVersionHref: string
  siteHref: string
}

/** The newsletter's name and date, under a line offering the web version (for clients that show the mail badly). */
export function IssueHeader({ newsletterName, issueDate, siteName, webVersionHref, siteHref }: IssueHeaderProps) {
  return (
    <Section style={{ padding: `16px ${GUTTER}px 8px`, borderBottom: `3px solid ${COLORS.ink}` }}>
      <Text style={{ ...small, margin: '0 0 12px', textAlign: 'right' }}>
        <Link href={webVersionHref} style={{ color: COLORS.muted, textDecoration: 'underline' }}>
          Read this issue in your browser
        </Link>
      </Text>
      <Text style={{ ...small, margin: 0, fontWeight: 700 }}>
        <Link href={siteHref} style={{ color: COLORS.muted, textDecoration: 'none' }}>
          {siteName}
        </Link>
      </Text>
      <Heading as="h1" className="mail-title" style={{ margin: '0 0 4px', fontFamily: FONT_STACK, fontSize: '30px', lineHeight: '36px', color: COLORS.ink }}>
        <span style={titleLink}>{newsletterName}</span>
      </Heading>
      <Text style={{ ...small, margin: '0 0 8px' }}>{dateText(issueDate)}</Text>
    </Section>
  )
}
