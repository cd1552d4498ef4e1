import { Column, Heading, Img, Link, Row, Section, Text } from '@react-email/components'
import type { IssueStory } from '#lib/newsletter-issue.ts'
import { COLORS, FONT_STACK, GUTTER, label, small, titleLink } from '../theme.ts'

const THUMB_WIDTH = 120
const THUMB_HEIGHT = 68

/** The stories after the lead, one row each: a small image beside the label, title, time and deck. */
export function StoryList({ stories, hrefOf }: { stories: IssueStory[]; hrefOf: (story: IssueStory) => string }) {
  if (stories.length === 0) return null
  return (
    <Section style={{ padding: `8px ${GUTTER}px` }}>
      <Heading as="h2" style={{ ...small, margin: '8px 0', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', borderTop: `1px solid ${COLORS.rule}`, paddingTop: '16px' }}>
        Also in this issue
      </Heading>
      {stories.map((story) => (
        <Row key={`${story.type}:${story.id}`} style={{ marginBottom: '20px' }}>
          {story.imageUrl ? (
            <Column style={{ width: `${THUMB_WIDTH + 16}px`, verticalAlign: 'top' }}>
              <Link href={hrefOf(story)}>
                <Img src={story.imageUrl} width={THUMB_WIDTH} height={THUMB_HEIGHT} alt={story.imageAlt} style={{ borderRadius: '4px' }} />
              </Link>
            </Column>
          ) : null}
          <Column style={{ verticalAlign: 'top' }}>
            {story.label ? <Text style={label}>{story.label}</Text> : null}
            <Text style={{ margin: '0 0 4px', fontFamily: FONT_STACK, fontSize: '17px', lineHeight: '23px', fontWeight: 700, color: COLORS.ink }}>
              <Link href={hrefOf(story)} className="mail-title" style={titleLink}>
                {story.title}
              </Link>
            </Text>
            {story.when ? <Text style={{ ...small, margin: '0 0 4px', fontWeight: 700 }}>{story.when}</Text> : null}
            {story.deck ? <Text style={{ ...small, margin: 0 }}>{story.deck}</Text> : null}
          </Column>
        </Row>
      ))}
    </Section>
  )
}
