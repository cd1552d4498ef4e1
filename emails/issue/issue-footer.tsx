import { Link, Section, Text } from '@react-email/components'
import { RECIPIENT_PLACEHOLDERS, whyYouReceive, type IssueContent } from '#lib/newsletter-issue.ts'
import { COLORS, GUTTER, small } from '../theme.ts'

interface IssueFooterProps {
  newsletter: IssueContent['newsletter']
  siteName: string
  siteHref: string
  siteAddress: string
  postalAddress: string | null
}

const footerLink = { color: COLORS.muted, textDecoration: 'underline' }

/**
 * Why the reader gets this, their own manage and unsubscribe addresses (placeholders the sender
 * fills in for each reader, never tracked), who sends it, and the open pixel (which the sender
 * removes whole when the newsletter does not count opens).
 */
export function IssueFooter({ newsletter, siteName, siteHref, siteAddress, postalAddress }: IssueFooterProps) {
  return (
    <Section style={{ padding: `16px ${GUTTER}px 24px`, borderTop: `1px solid ${COLORS.rule}` }}>
      <Text style={small}>{whyYouReceive(newsletter, siteName)}</Text>
      <Text style={small}>
        <Link href={RECIPIENT_PLACEHOLDERS.manageUrl} style={footerLink}>
          Manage your newsletters
        </Link>
        {' · '}
        <Link href={RECIPIENT_PLACEHOLDERS.unsubscribeUrl} style={footerLink}>
          Unsubscribe
        </Link>
      </Text>
      <Text style={{ ...small, margin: 0 }}>
        <Link href={siteHref} style={footerLink}>
          {siteName}
        </Link>
        {` · ${siteAddress}${postalAddress ? ` · ${postalAddress}` : ''}`}
      </Text>
      <img src={RECIPIENT_PLACEHOLDERS.openPixelUrl} width="1" height="1" alt="" />
    </Section>
  )
}
