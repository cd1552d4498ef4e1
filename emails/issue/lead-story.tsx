import { Heading, Img, Link, Section, Text } from '@react-email/components'
import type { IssueStory } from '#lib/newsletter-issue.ts'
import { FONT_STACK, GUTTER, INNER_WIDTH, label, link, small, text, titleLink, COLORS } from '../theme.ts'

/** The lead's image spans the column at 16:9, the site's own image ratio. */
const IMAGE_HEIGHT = Math.round((INNER_WIDTH * 9) / 16)

/** The first story, large: its image, label, title, time (webinars, events) and deck. */
export function LeadStory({ story, href }: { story: IssueStory; href: string }) {
  return (
    <Section style={{ padding: `24px ${GUTTER}px 8px` }}>
      {story.imageUrl ? (
        <Link href={href}>
          <Img
            src={story.imageUrl}
            width={INNER_WIDTH}
            height={IMAGE_HEIGHT}
            alt={story.imageAlt}
            style={{ width: '100%', maxWidth: `${INNER_WIDTH}px`, height: 'auto', borderRadius: '6px', marginBottom: '16px' }}
          />
        </Link>
      ) : null}
      {story.label ? <Text style={label}>{story.label}</Text> : null}
      <Heading as="h2" style={{ margin: '0 0 8px', fontFamily: FONT_STACK, fontSize: '24px', lineHeight: '30px', color: COLORS.ink }}>
        <Link href={href} className="mail-title" style={titleLink}>
          {story.title}
        </Link>
      </Heading>
      {story.when ? <Text style={{ ...small, margin: '0 0 8px', fontWeight: 700 }}>{story.when}</Text> : null}
      {story.deck ? <Text style={text}>{story.deck}</Text> : null}
      <Text style={text}>
        <Link href={href} style={link}>
          Read the story
        </Link>
      </Text>
    </Section>
  )
}
