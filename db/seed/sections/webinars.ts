/**
 * Demo webinars in our own words: three held (with recordings in the video library) and
 * three to come. Days are relative to the seed date; times are in each webinar's zone.
 * {{site_name}} is replaced at seed time.
 */
export interface SeedSpeaker {
  name: string
  title: string
  company: string
  bio: string
}

export interface SeedWebinar {
  slug: string
  title: string
  summary: string
  paragraphs: string[]
  /** Days from the seed date to the session (negative: held already). */
  inDays: number
  startTime: string
  minutes: number
  timeZone: string
  topics: string[]
  presenter: SeedSpeaker
  panelists: SeedSpeaker[]
  sponsor: { slug: string; name: string; url: string }
  /** The recording's YouTube id (webinars held already). */
  recording?: string
  form: SeedFormField[]
}

export interface SeedFormField {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'checkbox'
  required: boolean
  options?: string[]
}

/** The registration form every demo webinar asks for (the shape of the recorded WordPress's). */
export const registrationForm: SeedFormField[] = [
  { name: 'first_name', label: 'First name', type: 'text', required: true },
  { name: 'last_name', label: 'Last name', type: 'text', required: true },
  { name: 'email', label: 'Work email', type: 'email', required: true },
  { name: 'company', label: 'Company', type: 'text', required: true },
  { name: 'job_title', label: 'Job title', type: 'text', required: false },
  { name: 'team_size', label: 'Sales team size', type: 'select', required: false, options: ['1-10', '11-50', '51-200', '201+'] },
]

/** Some sessions also ask what the attendee wants covered. */
const withQuestion: SeedFormField[] = [
  ...registrationForm,
  { name: 'question', label: 'What should the speakers answer?', type: 'textarea', required: false },
  { name: 'consent', label: 'Share my details with the sponsor', type: 'checkbox', required: true },
]

export const seedWebinars: SeedWebinar[] = [
  {
    slug: 'forecast-calls-your-team-will-not-dread',
    title: 'Forecast Calls Your Team Will Not Dread',
    summary: 'How three sales leaders cut the weekly forecast call to thirty minutes and made the number more accurate, not less.',
    paragraphs: [
      'Most forecast calls run long because they try to do three jobs at once: inspect deals, coach sellers and report a number upward. This session pulls those jobs apart.',
      'Our panel shows the agenda they use, the two questions they ask about every commit deal, and the dashboard that replaced their spreadsheet roll-ups. Bring your own forecast horror stories for the open question time.',
    ],
    inDays: -74,
    startTime: '13:00',
    minutes: 60,
    timeZone: 'America/New_York',
    topics: ['revenue-operations', 'sales-management'],
    presenter: {
      name: 'Renata Oduya',
      title: 'VP of Revenue Operations',
      company: 'Halvorsen Freight Systems',
      bio: 'Renata Oduya runs revenue operations for a logistics software company with 140 sellers. She rebuilt its forecasting process after two missed quarters and now teaches the approach to new managers.',
    },
    panelists: [
      {
        name: 'Curtis Amble',
        title: 'Regional Sales Director',
        company: 'Bellweather Payroll',
        bio: 'Curtis Amble leads a mid-market team of 24 account executives and has not missed a forecast by more than four percent in six quarters.',
      },
    ],
    sponsor: { slug: 'tallyforge', name: 'Tallyforge', url: 'https://tallyforge.example/' },
    recording: 'qRcFcst2x9A',
    form: registrationForm,
  },
  {
    slug: 'coaching-new-managers-in-their-first-ninety-days',
    title: 'Coaching New Managers in Their First Ninety Days',
    summary: 'What a promoted top seller needs to unlearn, and a ninety-day plan that gets a first-time manager through the hardest quarter.',
    paragraphs: [
      'Promoting the best seller on the team is still the most common way to find a new manager, and still one of the riskiest. The habits that made someone a great closer can make them a frustrating coach.',
      'This webinar walks through a ninety-day plan used at two growing software companies: weekly one-to-ones that follow the same structure, a deal review that asks instead of tells, and the three conversations every new manager should have with their own boss in the first month.',
    ],
    inDays: -41,
    startTime: '12:00',
    minutes: 45,
    timeZone: 'America/Chicago',
    topics: ['sales-management', 'sales-leadership'],
    presenter: {
      name: 'Theo Marchbanks',
      title: 'Director of Sales Enablement',
      company: 'Corvane Health',
      bio: 'Theo Marchbanks designs the manager programme at a healthcare technology company and has coached more than sixty first-time sales managers.',
    },
    panelists: [],
    sponsor: { slug: 'rampwise', name: 'Rampwise', url: 'https://rampwise.example/' },
    recording: 'qRcCoach7Lm',
    form: registrationForm,
  },
  {
    slug: 'discovery-questions-that-find-the-real-budget',
    title: 'Discovery Questions That Find the Real Budget',
    summary: 'Recorded discovery calls, taken apart: the questions that surfaced money, priorities and decision-makers, and the ones that did not.',
    paragraphs: [
      'Buyers rarely lie about budget. They just answer the question they were asked, and most sellers ask it too early and too directly.',
      'Our presenter plays short clips from recorded discovery calls, with the permission of everyone on them, and shows how reframing budget as priority and timing changed what buyers were willing to share.',
    ],
    inDays: -12,
    startTime: '11:00',
    minutes: 60,
    timeZone: 'America/New_York',
    topics: ['prospecting', 'negotiation'],
    presenter: {
      name: 'Ines Whitcombe-Sato',
      title: 'Founder',
      company: 'Second Question Consulting',
      bio: 'Ines Whitcombe-Sato spent eleven years in enterprise software sales before founding a small consultancy that trains discovery skills to B2B teams.',
    },
    panelists: [
      {
        name: 'Marlon Keyes',
        title: 'Enterprise Account Executive',
        company: 'Stratavine Analytics',
        bio: 'Marlon Keyes sells analytics platforms to retailers and was his company’s top performer last year.',
      },
    ],
    sponsor: { slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/' },
    recording: 'qRcDscvr3Qp',
    form: registrationForm,
  },
  {
    slug: 'pricing-conversations-when-procurement-joins',
    title: 'Pricing Conversations When Procurement Joins the Deal',
    summary: 'Keep the champion involved and the discount small when a purchasing team arrives late in a deal.',
    paragraphs: [
      'Procurement joining a deal is not a sign that something went wrong. It is a sign that the deal is real. The trouble starts when sellers treat the purchasing team as an obstacle rather than a second buyer with different goals.',
      'This session covers how to prepare a champion for the procurement conversation, which concessions to trade rather than give, and how to keep a pricing discussion anchored on the value agreed earlier in the cycle.',
    ],
    inDays: 9,
    startTime: '13:00',
    minutes: 60,
    timeZone: 'America/New_York',
    topics: ['negotiation', 'account-management'],
    presenter: {
      name: 'Abigail Thornquist',
      title: 'Chief Revenue Officer',
      company: 'Meridale Software',
      bio: 'Abigail Thornquist leads sales, customer success and partnerships at a procurement-heavy software company whose average deal involves eleven stakeholders.',
    },
    panelists: [
      {
        name: 'Dev Raghunathan',
        title: 'Head of Strategic Sourcing',
        company: 'Oakhurst Manufacturing',
        bio: 'Dev Raghunathan buys software for a manufacturer with plants on three continents and will explain how the other side of the table sees a pricing call.',
      },
    ],
    sponsor: { slug: 'tallyforge', name: 'Tallyforge', url: 'https://tallyforge.example/' },
    form: withQuestion,
  },
  {
    slug: 'ai-assistants-for-sellers-what-works-today',
    title: 'AI Assistants for Sellers: What Works Today',
    summary: 'A practical look at call summaries, email drafts and research assistants: where they save time and where they still need a human.',
    paragraphs: [
      'Every sales tool now claims an AI assistant. Fewer of them have been measured on a real team over a real quarter.',
      'Our speakers ran a three-month trial of AI assistants with two sales teams and will share what they measured: hours saved on call notes, reply rates on drafted emails, and the mistakes that made them switch some features off again.',
    ],
    inDays: 23,
    startTime: '14:00',
    minutes: 60,
    timeZone: 'America/New_York',
    topics: ['sales-technology'],
    presenter: {
      name: 'Kasia Lindgren',
      title: 'Director of Sales Technology',
      company: 'Northbeam Logistics',
      bio: 'Kasia Lindgren owns the sales technology stack for a logistics company with 300 sellers and runs its tool trials.',
    },
    panelists: [],
    sponsor: { slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/' },
    form: withQuestion,
  },
  {
    slug: 'building-a-first-sales-team-after-founder-led-sales',
    title: 'Building a First Sales Team After Founder-Led Sales',
    summary: 'When to hire the first account executives, what to write down before they start, and how founders hand over deals without losing them.',
    paragraphs: [
      'Founders who sell well often struggle to hand selling over. The deals they close rely on knowledge that lives in their heads.',
      'This webinar covers the playbook a founder should write before the first hire, the profile of a first account executive, and a simple way to split accounts so the founder keeps helping without taking over.',
    ],
    inDays: 44,
    startTime: '10:00',
    minutes: 45,
    timeZone: 'America/Los_Angeles',
    topics: ['sales-leadership', 'sales-careers'],
    presenter: {
      name: 'Jordan Pellegrini',
      title: 'Co-founder and CEO',
      company: 'Brightsill Labs',
      bio: 'Jordan Pellegrini sold the first two million dollars of Brightsill’s software personally before hiring a sales team of twelve.',
    },
    panelists: [
      {
        name: 'Hollis Varga',
        title: 'First Sales Hire, now VP of Sales',
        company: 'Brightsill Labs',
        bio: 'Hollis Varga joined as the first account executive and now leads the team she was hired to start.',
      },
    ],
    sponsor: { slug: 'rampwise', name: 'Rampwise', url: 'https://rampwise.example/' },
    form: withQuestion,
  },
]
