/**
 * Gated assets of the resource library: white papers and other downloads, each from a
 * sponsor (the {client} of /resources/content/{title}/{client}). The files are small PDFs
 * written at seed time from the same text.
 */
export interface SeedResource {
  slug: string
  title: string
  assetType: 'white-paper' | 'e-book' | 'report' | 'guide' | 'checklist' | 'case-study'
  sponsor: { slug: string; name: string; url: string }
  summary: string
  paragraphs: string[]
  daysAgo: number
}

export const seedResources: SeedResource[] = [
  {
    slug: 'the-pipeline-coverage-myth',
    title: 'The Pipeline Coverage Myth',
    assetType: 'white-paper',
    sponsor: { slug: 'tallyforge', name: 'Tallyforge', url: 'https://tallyforge.example/' },
    summary: 'Why three times coverage is the wrong target for most teams, and how to set a coverage goal from your own win rates.',
    paragraphs: [
      'Sales leaders repeat the rule that pipeline should be three times the quota. For a team that wins one deal in five, three times is not enough; for a team that wins one in two, it hides a forecasting problem.',
      'This paper shows how to calculate the coverage your team needs from its own stage conversion rates and cycle lengths, and how to track it weekly without a new tool.',
    ],
    daysAgo: 6,
  },
  {
    slug: 'onboarding-sellers-in-thirty-days',
    title: 'Onboarding Sellers in Thirty Days',
    assetType: 'e-book',
    sponsor: { slug: 'rampwise', name: 'Rampwise', url: 'https://rampwise.example/' },
    summary: 'A day-by-day onboarding plan for account executives, with the certifications that prove a new hire is ready for live calls.',
    paragraphs: [
      'Most onboarding programmes front-load product training and leave selling practice for later. The result is new hires who can recite features but stall on their first discovery call.',
      'This e-book sets out a thirty-day plan that alternates product knowledge with recorded practice, and ends with a certification conversation with the hiring manager.',
    ],
    daysAgo: 15,
  },
  {
    slug: 'state-of-sales-coaching-report',
    title: 'The State of Sales Coaching',
    assetType: 'report',
    sponsor: { slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/' },
    summary: 'Survey results from 1,200 sales managers on how often they coach, what they coach on and what changes when they do.',
    paragraphs: [
      'We asked 1,200 front-line sales managers how they spend their week. The median manager spends under two hours a week coaching, and most of that time goes to deals rather than skills.',
      'Managers who held a weekly skills session, even a short one, reported higher quota attainment on their teams. The report breaks the results down by team size and industry.',
    ],
    daysAgo: 24,
  },
  {
    slug: 'buyers-guide-to-conversation-intelligence',
    title: "A Buyer's Guide to Conversation Intelligence",
    assetType: 'guide',
    sponsor: { slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/' },
    summary: 'What call recording and analysis tools do, what to ask vendors, and how to roll one out without losing the trust of your sellers.',
    paragraphs: [
      'Conversation intelligence tools record, transcribe and analyse sales calls. Used well, they make coaching specific; used badly, they feel like surveillance.',
      'This guide lists the questions to ask in a vendor evaluation, the consent and privacy points to settle with legal teams, and a rollout plan that starts with the sellers who ask for it.',
    ],
    daysAgo: 33,
  },
  {
    slug: 'quarter-end-forecast-checklist',
    title: 'The Quarter-End Forecast Checklist',
    assetType: 'checklist',
    sponsor: { slug: 'ledgerline-crm', name: 'Ledgerline CRM', url: 'https://ledgerline.example/' },
    summary: 'Twenty questions to ask of every commit deal in the last three weeks of the quarter.',
    paragraphs: [
      'A forecast is only as good as the evidence behind each deal in it. This checklist gives managers twenty questions to ask of every deal in the commit column.',
      'Questions cover the buyer’s own timeline, the signing process, legal and procurement steps, and what happens if the deal slips by a week.',
    ],
    daysAgo: 41,
  },
  {
    slug: 'how-a-logistics-team-cut-ramp-time',
    title: 'How a Logistics Sales Team Cut Ramp Time by a Third',
    assetType: 'case-study',
    sponsor: { slug: 'rampwise', name: 'Rampwise', url: 'https://rampwise.example/' },
    summary: 'A regional freight company rebuilt its onboarding and brought new sellers to full quota in six months instead of nine.',
    paragraphs: [
      'A freight company with 90 sellers was losing a third of its new hires before they reached full quota. Exit interviews pointed at onboarding that felt like a product manual.',
      'The case study describes the changes: shadowing from week one, recorded practice reviewed by managers, and a ramp quota that rose month by month.',
    ],
    daysAgo: 52,
  },
  {
    slug: 'compensation-plans-for-hybrid-sales-roles',
    title: 'Compensation Plans for Hybrid Sales Roles',
    assetType: 'white-paper',
    sponsor: { slug: 'ledgerline-crm', name: 'Ledgerline CRM', url: 'https://ledgerline.example/' },
    summary: 'Designing pay for sellers who both win new logos and grow existing accounts, without paying twice for the same revenue.',
    paragraphs: [
      'Many teams now ask the same seller to hunt and farm. Pay plans written for one or the other send mixed signals.',
      'This paper compares three plan designs used by mid-market companies, with worked examples of how each one pays out on the same book of business.',
    ],
    daysAgo: 63,
  },
  {
    slug: 'ai-in-sales-a-practical-starting-point',
    title: 'AI in Sales: A Practical Starting Point',
    assetType: 'white-paper',
    sponsor: { slug: 'northwind-signal', name: 'Northwind Signal', url: 'https://northwindsignal.example/' },
    summary: 'Where AI assistants save sellers time today, where they do not yet, and a ninety-day pilot plan with measures that matter.',
    paragraphs: [
      'AI features now appear in almost every sales tool. This paper separates the uses that already save time, such as call notes and first drafts, from those that still need close supervision.',
      'It closes with a ninety-day pilot plan: one team, three measures agreed in advance, and a decision at the end about what to keep.',
    ],
    daysAgo: 77,
  },
]
