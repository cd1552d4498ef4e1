/**
 * The engagement score of a person for one sponsor: every touchpoint with the sponsor's content
 * and its topics, each worth points, summed (docs/decisions/028-sponsor-engagement-score.md).
 * The portal shows the formula beside the scores and each lead's events behind its score.
 */
export const SCORE_RULES = {
  registered: { points: 10, text: 'Registered for one of your webinars: 10 points each' },
  attended: { points: 15, text: 'Attended it: 15 points, plus 1 point for every 5 minutes watched (at most 12)' },
  download: { points: 10, text: 'Downloaded one of your assets: 10 points each' },
  otherForm: { points: 5, text: 'Sent another of your forms: 5 points each' },
  read: { points: 2, max: 20, text: 'Read an article on one of your webinars’ topics: 2 points each, at most 20' },
  newsletter: { points: 5, text: 'Subscribed to one of our newsletters: 5 points' },
} as const
const MINUTES_PER_POINT = 5
const MAX_MINUTE_POINTS = 12

/** A sponsor's item (a webinar, an asset) as the portal names it: its title, page and topics, from the content. */
export interface ItemInfo {
  title: string
  path: string | null
  topicIds: number[]
}

export interface Touchpoints {
  /** This person's leads with this sponsor. */
  leads: { kind: string; target: string; title: string; createdAt: Date; attendedMinutes: number | null }[]
  /** Articles this person read, with their topics. */
  reads: { topicIds: number[]; readAt: Date }[]
  /** The topics of the sponsor's content. */
  sponsorTopics: ReadonlySet<number>
  /** When they subscribed to a newsletter, if they are subscribed. */
  subscribedAt: Date | null
}

export interface ScoreEvent {
  label: string
  points: number
  at: string | null
}

export function engagementScore({ leads, reads, sponsorTopics, subscribedAt }: Touchpoints): { score: number; events: ScoreEvent[] } {
  const events: ScoreEvent[] = []
  for (const lead of leads) {
    const at = lead.createdAt.toISOString()
    if (lead.kind === 'webinar') {
      events.push({ label: `Registered: ${lead.title}`, points: SCORE_RULES.registered.points, at })
      if (lead.attendedMinutes !== null && lead.attendedMinutes > 0) {
        const minutePoints = Math.min(MAX_MINUTE_POINTS, Math.floor(lead.attendedMinutes / MINUTES_PER_POINT))
        events.push({ label: `Attended ${lead.attendedMinutes} minutes: ${lead.title}`, points: SCORE_RULES.attended.points + minutePoints, at: null })
      }
    } else if (lead.kind === 'asset') events.push({ label: `Downloaded: ${lead.title}`, points: SCORE_RULES.download.points, at })
    else events.push({ label: `Sent the form: ${lead.title}`, points: SCORE_RULES.otherForm.points, at })
  }
  const onTopic = reads.filter((read) => read.topicIds.some((id) => sponsorTopics.has(id)))
  if (onTopic.length) {
    const latest = onTopic.reduce((last, read) => (read.readAt > last ? read.readAt : last), onTopic[0]!.readAt)
    const points = Math.min(SCORE_RULES.read.max, onTopic.length * SCORE_RULES.read.points)
    events.push({ label: `Read ${onTopic.length} ${onTopic.length === 1 ? 'article' : 'articles'} on your topics`, points, at: latest.toISOString() })
  }
  if (subscribedAt) events.push({ label: 'Subscribed to a newsletter', points: SCORE_RULES.newsletter.points, at: subscribedAt.toISOString() })
  return { score: events.reduce((sum, event) => sum + event.points, 0), events }
}
