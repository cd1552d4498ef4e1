import { describe, expect, it } from 'vitest'
import { engagementScore } from './engagement-score.ts'

const at = new Date('2026-11-20T10:00:00Z')
const none = { leads: [], reads: [], sponsorTopics: new Set<number>(), subscribedAt: null }

describe('engagementScore', () => {
  it('is zero with no touchpoint', () => {
    expect(engagementScore(none)).toEqual({ score: 0, events: [] })
  })

  it('adds registrations, attendance with minutes watched (capped), downloads and other forms', () => {
    const { score, events } = engagementScore({
      ...none,
      leads: [
        { kind: 'webinar', target: '1', title: 'A', createdAt: at, attendedMinutes: 40 },
        { kind: 'webinar', target: '2', title: 'B', createdAt: at, attendedMinutes: 600 },
        { kind: 'webinar', target: '3', title: 'C', createdAt: at, attendedMinutes: 0 },
        { kind: 'asset', target: 'paper', title: 'Paper', createdAt: at, attendedMinutes: null },
        { kind: 'application', target: 'x', title: 'Apply', createdAt: at, attendedMinutes: null },
      ],
    })
    // 3 × 10 registered; A: 15 + 8; B: 15 + 12 (capped); C did not attend; 10 download; 5 form.
    expect(score).toBe(30 + 23 + 27 + 10 + 5)
    expect(events.map((event) => event.label)).toContain('Attended 40 minutes: A')
    expect(events.some((event) => event.label.includes(': C') && event.label.startsWith('Attended'))).toBe(false)
  })

  it('counts reading only on the sponsor’s topics, 2 points each up to 20, and a newsletter subscription', () => {
    const reads = Array.from({ length: 14 }, (_, i) => ({ topicIds: i < 12 ? [7] : [99], readAt: new Date(at.getTime() + i * 1000) }))
    const { score, events } = engagementScore({ ...none, reads, sponsorTopics: new Set([7]), subscribedAt: at })
    expect(score).toBe(20 + 5)
    expect(events[0]).toMatchObject({ label: 'Read 12 articles on your topics', points: 20, at: new Date(at.getTime() + 11_000).toISOString() })
  })
})
