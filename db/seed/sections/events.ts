/**
 * Demo events: two virtual summits and two conferences, one of each held already. Days are
 * relative to the seed date; times are in the event's own zone.
 */
export interface SeedAgendaItem {
  day: number
  startTime: string
  endTime: string
  title: string
  speakers: { name: string; title: string; company: string }[]
}

export interface SeedEvent {
  slug: string
  title: string
  summary: string
  paragraphs: string[]
  eventType: 'virtual-summit' | 'conference'
  format: 'virtual' | 'in-person' | 'hybrid'
  inDays: number
  days: number
  startTime: string
  endTime: string
  timeZone: string
  venue: { name: string; address: string; city: string; region: string; country: string } | null
  price: string
  agenda: SeedAgendaItem[]
  sponsors: { slug: string; name: string; url: string; level: 'presenting' | 'gold' | 'silver' }[]
}

export const seedEvents: SeedEvent[] = [
  {
    slug: 'sales-enablement-virtual-summit',
    title: '{{site_name}} Sales Enablement Virtual Summit',
    summary: 'Two afternoons of short, practical sessions on onboarding, coaching and content that sellers actually use.',
    paragraphs: [
      'The Sales Enablement Virtual Summit brings together enablement leaders from companies of every size for two afternoons of twenty-minute sessions. Every talk ends with something you can try the following week.',
      'Attendance is free. Sessions are recorded and shared with everyone who registers.',
    ],
    eventType: 'virtual-summit',
    format: 'virtual',
    inDays: 31,
    days: 2,
    startTime: '12:00',
    endTime: '16:00',
    timeZone: 'America/New_York',
    venue: null,
    price: 'Free',
    agenda: [
      { day: 1, startTime: '12:00', endTime: '12:20', title: 'Welcome: the state of enablement this year', speakers: [{ name: 'Maya Okonkwo', title: 'Editor-in-Chief', company: '{{site_name}}' }] },
      { day: 1, startTime: '12:30', endTime: '13:10', title: 'Onboarding in thirty days, not ninety', speakers: [{ name: 'Theo Marchbanks', title: 'Director of Sales Enablement', company: 'Corvane Health' }] },
      { day: 1, startTime: '13:30', endTime: '14:10', title: 'Content sellers open: what the usage data says', speakers: [{ name: 'Priya Raman', title: 'Senior Editor', company: '{{site_name}}' }] },
      { day: 2, startTime: '12:00', endTime: '12:40', title: 'Coaching at scale without more managers', speakers: [{ name: 'Curtis Amble', title: 'Regional Sales Director', company: 'Bellweather Payroll' }] },
      { day: 2, startTime: '13:00', endTime: '13:40', title: 'Panel: measuring enablement in revenue, not completions', speakers: [{ name: 'Renata Oduya', title: 'VP of Revenue Operations', company: 'Halvorsen Freight Systems' }, { name: 'Kasia Lindgren', title: 'Director of Sales Technology', company: 'Northbeam Logistics' }] },
    ],
    sponsors: [
      { slug: 'rampwise', name: 'Rampwise', url: 'https://rampwise.example/', level: 'presenting' },
      { slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/', level: 'gold' },
    ],
  },
  {
    slug: 'revenue-leaders-conference',
    title: 'Revenue Leaders Conference',
    summary: 'Two days in Chicago for chief revenue officers and sales vice presidents: planning, compensation, forecasting and the people who make them work.',
    paragraphs: [
      'The Revenue Leaders Conference is our in-person gathering for the people who own the number. Expect candid talks, small-group roundtables and plenty of time to compare notes with peers.',
      'A virtual pass streams the main stage for those who cannot travel.',
    ],
    eventType: 'conference',
    format: 'hybrid',
    inDays: 86,
    days: 2,
    startTime: '08:30',
    endTime: '17:30',
    timeZone: 'America/Chicago',
    venue: { name: 'Lakeside Conference Hall', address: '400 East Harbor Drive', city: 'Chicago', region: 'IL', country: 'US' },
    price: 'From $895; virtual pass $195',
    agenda: [
      { day: 1, startTime: '09:00', endTime: '09:45', title: 'Opening keynote: planning a year you can actually hit', speakers: [{ name: 'Abigail Thornquist', title: 'Chief Revenue Officer', company: 'Meridale Software' }] },
      { day: 1, startTime: '10:15', endTime: '11:00', title: 'Compensation plans that survive the first quarter', speakers: [{ name: 'Leah Feldman', title: 'Data Editor', company: '{{site_name}}' }] },
      { day: 1, startTime: '14:00', endTime: '15:30', title: 'Roundtables: forecasting, territories, hiring', speakers: [] },
      { day: 2, startTime: '09:00', endTime: '09:45', title: 'What buyers told us this year', speakers: [{ name: 'Dev Raghunathan', title: 'Head of Strategic Sourcing', company: 'Oakhurst Manufacturing' }] },
      { day: 2, startTime: '11:00', endTime: '12:00', title: 'Closing panel: the CRO of the Year finalists', speakers: [] },
    ],
    sponsors: [
      { slug: 'tallyforge', name: 'Tallyforge', url: 'https://tallyforge.example/', level: 'presenting' },
      { slug: 'ledgerline-crm', name: 'Ledgerline CRM', url: 'https://ledgerline.example/', level: 'gold' },
      { slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/', level: 'silver' },
    ],
  },
  {
    slug: 'prospecting-virtual-summit',
    title: '{{site_name}} Prospecting Virtual Summit',
    summary: 'One afternoon on outbound that works: research, cold calls, email and social, from the people running sales development teams today.',
    paragraphs: [
      'Sales development leaders shared the sequences, scripts and metrics behind their best quarters. Recordings of every session are available to registered attendees.',
    ],
    eventType: 'virtual-summit',
    format: 'virtual',
    inDays: -58,
    days: 1,
    startTime: '11:00',
    endTime: '15:00',
    timeZone: 'America/New_York',
    venue: null,
    price: 'Free',
    agenda: [
      { day: 1, startTime: '11:00', endTime: '11:30', title: 'The reason for your call is the pitch', speakers: [{ name: 'Marcus Bell', title: 'Staff Writer', company: '{{site_name}}' }] },
      { day: 1, startTime: '11:45', endTime: '12:30', title: 'Sequences that stop before they annoy', speakers: [{ name: 'Jonah Whitaker', title: 'Contributing Columnist', company: '{{site_name}}' }] },
      { day: 1, startTime: '13:00', endTime: '13:45', title: 'Research in ten minutes per account', speakers: [{ name: 'Marlon Keyes', title: 'Enterprise Account Executive', company: 'Stratavine Analytics' }] },
    ],
    sponsors: [{ slug: 'callgrain', name: 'Callgrain', url: 'https://callgrain.example/', level: 'presenting' }],
  },
  {
    slug: 'sales-training-and-coaching-conference',
    title: 'Sales Training and Coaching Conference',
    summary: 'Trainers, enablement teams and managers compared programmes that changed behaviour, and the ones that did not, over two days in Austin.',
    paragraphs: [
      'The conference looked at training from the seller’s side: what sticks after the workshop, and what managers must do in the weeks after it.',
      'Slides from the main-stage sessions are available on request.',
    ],
    eventType: 'conference',
    format: 'in-person',
    inDays: -142,
    days: 2,
    startTime: '09:00',
    endTime: '17:00',
    timeZone: 'America/Chicago',
    venue: { name: 'Riverside Convention Center', address: '1200 Congress Avenue', city: 'Austin', region: 'TX', country: 'US' },
    price: 'From $695',
    agenda: [
      { day: 1, startTime: '09:00', endTime: '09:45', title: 'Most training fails the week after', speakers: [{ name: 'Rob Delacroix', title: 'Contributing Columnist', company: '{{site_name}}' }] },
      { day: 1, startTime: '10:30', endTime: '11:15', title: 'Role play that does not feel like theatre', speakers: [{ name: 'Ines Whitcombe-Sato', title: 'Founder', company: 'Second Question Consulting' }] },
      { day: 2, startTime: '09:00', endTime: '10:00', title: 'Awards: Sales Enablement Excellence', speakers: [] },
    ],
    sponsors: [
      { slug: 'rampwise', name: 'Rampwise', url: 'https://rampwise.example/', level: 'presenting' },
      { slug: 'tallyforge', name: 'Tallyforge', url: 'https://tallyforge.example/', level: 'silver' },
    ],
  },
]
