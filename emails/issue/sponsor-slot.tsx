import { Column, Img, Link, Row, Section, Text } from '@react-email/components'
import { sponsorName, type SponsorSlot } from '#lib/newsletter-issue.ts'
import { COLORS, GUTTER, link, small, text } from '../theme.ts'

/**
 * The sponsor's message, clearly marked as paid for. The logo sits on its own light tile, so a
 * dark logo with a transparent background still shows when a client darkens the mail.
 */
export function SponsorBlock({ slot, href }: { slot: SponsorSlot; href: string }) {
  return (
    <Section style={{ padding: `8px ${GUTTER}px 16px` }}>
      <Section className="mail-sponsor" style={{ background: COLORS.sponsorPaper, border: `1px solid ${COLORS.sponsorRule}`, borderRadius: '6px', padding: '16px' }}>
        <Text style={{ ...small, margin: '0 0 12px', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' }}>{`Sponsored by ${sponsorName(slot)}`}</Text>
        <Row>
          {slot.logoUrl ? (
            <Column style={{ width: '136px', verticalAlign: 'top' }}>
              <Link href={href}>
                <Img src={slot.logoUrl} width={120} height={60} alt={slot.logoAlt || sponsorName(slot)} style={{ background: '#ffffff', padding: '4px', borderRadius: '4px', objectFit: 'contain' }} />
              </Link>
            </Column>
          ) : null}
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ ...text, margin: '0 0 8px' }}>{slot.message}</Text>
            <Text style={{ ...text, margin: 0 }}>
              <Link href={href} style={link}>
                Learn more
              </Link>
            </Text>
          </Column>
        </Row>
      </Section>
    </Section>
  )
}
