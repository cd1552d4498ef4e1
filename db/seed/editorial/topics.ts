import type { SeedTopic } from './types.ts';

export const seedTopics: SeedTopic[] = [
  {
    slug: 'sales-leadership',
    name: 'Sales Leadership',
    description:
      'How CROs, VPs and first-time leaders set direction, build teams and make the hard calls that shape a revenue organization.',
  },
  {
    slug: 'prospecting',
    name: 'Prospecting',
    description:
      'Practical tactics for finding, researching and opening conversations with buyers who have never heard of you.',
  },
  {
    slug: 'sales-enablement',
    name: 'Sales Enablement',
    description:
      'Content, playbooks and programs that help sellers have better conversations, and the evidence on what actually moves win rates.',
  },
  {
    slug: 'sales-management',
    name: 'Sales Management',
    description:
      'The day-to-day craft of running a team: pipeline reviews, one-on-ones, territory design and keeping good reps from burning out.',
  },
  {
    slug: 'sales-training',
    name: 'Sales Training',
    description:
      'Methods, drills and programs that turn knowledge into repeatable selling skill, from new-hire bootcamps to veteran refreshers.',
  },
  {
    slug: 'revenue-operations',
    name: 'Revenue Operations',
    description:
      'The systems, data and processes behind forecasting, planning and compensation, written for operators and the leaders who rely on them.',
  },
  {
    slug: 'sales-technology',
    name: 'Sales Technology & AI',
    description:
      'Clear-eyed coverage of CRM, sales engagement tools and AI assistants: what they do, what they cost and where they fall short.',
  },
  {
    slug: 'negotiation',
    name: 'Negotiation',
    description:
      'Pricing conversations, procurement tactics and the psychology of getting to a signature without giving away the margin.',
  },
  {
    slug: 'account-management',
    name: 'Account Management',
    description:
      'Keeping, growing and renewing customers, with a focus on expansion plays, executive relationships and churn prevention.',
  },
  {
    slug: 'sales-careers',
    name: 'Sales Careers',
    description:
      'Advice for every stage of a selling career, from landing the first SDR job to negotiating an offer for a VP seat.',
  },
];

export const seedTags: { slug: string; name: string }[] = [
  { slug: 'forecasting', name: 'Forecasting' },
  { slug: 'cold-calling', name: 'Cold Calling' },
  { slug: 'coaching', name: 'Coaching' },
  { slug: 'onboarding', name: 'Onboarding' },
  { slug: 'pipeline', name: 'Pipeline' },
  { slug: 'discovery', name: 'Discovery' },
  { slug: 'pricing', name: 'Pricing' },
  { slug: 'crm', name: 'CRM' },
  { slug: 'ai', name: 'AI' },
  { slug: 'remote-selling', name: 'Remote Selling' },
  { slug: 'quota-setting', name: 'Quota Setting' },
  { slug: 'compensation', name: 'Compensation' },
  { slug: 'hiring', name: 'Hiring' },
  { slug: 'customer-success', name: 'Customer Success' },
  { slug: 'social-selling', name: 'Social Selling' },
  { slug: 'enterprise-sales', name: 'Enterprise Sales' },
  { slug: 'smb-sales', name: 'SMB Sales' },
  { slug: 'metrics', name: 'Metrics' },
  { slug: 'dei', name: 'Diversity, Equity & Inclusion' },
];
