import type { IssueContent, IssueStory } from '#lib/newsletter-issue.ts'

const SITE = 'https://quota.example'
const KINDS = [
  { type: 'post', label: 'Article', when: '' },
  { type: 'webinars', label: 'Webinar', when: 'Tuesday, December 1, 2026, 1:00 p.m. ET' },
  { type: 'videos', label: 'Video', when: '' },
  { type: 'events', label: 'Event', when: 'March 3 to 5, 2027, Chicago' },
]

function story(n: number): IssueStory {
  const kind = KINDS[n % KINDS.length]!
  return {
    type: kind.type,
    id: 1000 + n,
    label: kind.label,
    title: `Story ${n}: how top sellers open a discovery call without a script & still win`,
    url: `${SITE}/${1000 + n}/story-${n}`,
    deck: `Deck ${n}. Three questions the best account executives ask in the first five minutes, and why the fourth one matters more than the pitch that follows it.`,
    imageUrl: n % 5 === 4 ? null : `${SITE}/wp-content/uploads/2026/11/story-${n}.jpg`,
    imageAlt: `A sales team at work, picture ${n}`,
    when: kind.when,
  }
}

/**
 * A full issue as tests and previews need it: `stories` stories of every kind (some without an
 * image), a long intro with links and lists, and a sponsor slot.
 */
export function sampleIssue(stories = 10): IssueContent {
  const paragraph = (n: number) =>
    `<p>Paragraph ${n} of the editor's note. Quota's reporters spoke with <strong>forty sales leaders</strong> this week about pipeline reviews, and <a href="/topics/2/prospecting">prospecting</a> came up again and again: <em>the teams that win</em> review fewer deals, more deeply.</p>`
  return {
    newsletter: { slug: 'daily-boost', name: 'Daily Boost' },
    issueDate: '2026-11-27',
    subject: 'The fourth question in discovery',
    previewText: 'Three questions the best account executives ask first, and the one that matters most.',
    introHtml: [
      ...Array.from({ length: 12 }, (_, n) => paragraph(n + 1)),
      '<ul><li>Review fewer deals</li><li>Ask the fourth question</li></ul>',
      `<p>More on <a href="${SITE}/blog/pipeline-reviews?utm=a&amp;b=c">pipeline reviews</a>.</p>`,
    ].join(''),
    stories: Array.from({ length: stories }, (_, n) => story(n)),
    sponsor: {
      sponsor: 'acme-dialer',
      message: 'Acme Dialer puts three more conversations in every rep’s hour.',
      link: 'https://acme.example/boost?src=quota',
      logoUrl: 'https://acme.example/logo.png',
      logoAlt: 'Acme Dialer logo',
    },
  }
}

export const SAMPLE_SITE_URL = SITE
