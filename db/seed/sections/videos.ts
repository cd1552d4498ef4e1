/**
 * The demo video library: three series (categories), fifteen videos. Ids are invented
 * YouTube-style ids; the webinar recordings are the three replays. Every description ends with
 * a "For more ..." sentence, the boilerplate the video page cuts off.
 */
export interface SeedVideoSeries {
  slug: string
  name: string
  description: string
}

export interface SeedVideo {
  youtubeId: string
  slug: string
  title: string
  series: string
  duration: string
  description: string
  /** Days before the seed date. */
  daysAgo: number
}

export const CHANNEL = { id: 'UCq0t4DemoChannel0000001', name: '{{site_name}} Video' }

export const seedVideoSeries: SeedVideoSeries[] = [
  { slug: 'two-minute-drill', name: 'Two-Minute Drill', description: 'One selling skill, practised in about two minutes.' },
  { slug: 'pipeline-clinic', name: 'Pipeline Clinic', description: 'Sales leaders review a real (anonymised) pipeline problem and what they would change.' },
  { slug: 'webinar-replays', name: 'Webinar Replays', description: 'Full recordings of our live webinars, with the audience questions.' },
]

const forMore = 'For more short lessons like this one, subscribe to the Daily Boost newsletter and browse the {{site_name}} video library.'

export const seedVideos: SeedVideo[] = [
  {
    youtubeId: 'qDrlOpener1',
    slug: 'two-minute-drill-opening-a-discovery-call',
    title: 'Two-Minute Drill: Opening a Discovery Call',
    series: 'two-minute-drill',
    duration: '2:12',
    description: `The first two minutes of a discovery call decide whether the buyer talks or just answers. Here is an opening that sets an agenda and asks permission to dig in. ${forMore}`,
    daysAgo: 1,
  },
  {
    youtubeId: 'qClnStall02',
    slug: 'pipeline-clinic-the-deal-that-never-closes',
    title: 'Pipeline Clinic: The Deal That Never Closes',
    series: 'pipeline-clinic',
    duration: '8:47',
    description: `A six-figure opportunity has slipped four quarters in a row. Two sales leaders look at its history and decide whether to push, pause or walk away. ${forMore}`,
    daysAgo: 4,
  },
  {
    youtubeId: 'qDrlBudget3',
    slug: 'two-minute-drill-the-no-budget-objection',
    title: 'Two-Minute Drill: The No-Budget Objection',
    series: 'two-minute-drill',
    duration: '1:58',
    description: `Turning "we have no budget" into a conversation about priorities and timing, without sounding like you did not hear the answer. ${forMore}`,
    daysAgo: 7,
  },
  {
    youtubeId: 'qClnSingle4',
    slug: 'pipeline-clinic-single-threaded-deals',
    title: 'Pipeline Clinic: Single-Threaded Deals',
    series: 'pipeline-clinic',
    duration: '9:31',
    description: `Half of one team's pipeline depends on a single contact per account. The panel maps who else should be in the conversation and how to get there. ${forMore}`,
    daysAgo: 10,
  },
  {
    youtubeId: 'qDrlReferl5',
    slug: 'two-minute-drill-asking-for-a-referral',
    title: 'Two-Minute Drill: Asking for a Referral',
    series: 'two-minute-drill',
    duration: '2:05',
    description: `How to ask a happy customer for an introduction at the right moment, with a sentence they can forward as it is. ${forMore}`,
    daysAgo: 13,
  },
  {
    youtubeId: 'qClnStage06',
    slug: 'pipeline-clinic-stages-nobody-agrees-on',
    title: 'Pipeline Clinic: Stages Nobody Agrees On',
    series: 'pipeline-clinic',
    duration: '11:02',
    description: `Three managers, three definitions of "qualified". A revenue operations lead shows how one team wrote exit criteria everyone could use. ${forMore}`,
    daysAgo: 16,
  },
  {
    youtubeId: 'qDrlVoicml7',
    slug: 'two-minute-drill-a-voicemail-worth-returning',
    title: 'Two-Minute Drill: A Voicemail Worth Returning',
    series: 'two-minute-drill',
    duration: '1:46',
    description: `Twenty seconds, one reason to call back and no pitch: a voicemail structure that earns replies. ${forMore}`,
    daysAgo: 19,
  },
  {
    youtubeId: 'qRcDscvr3Qp',
    slug: 'replay-discovery-questions-that-find-the-real-budget',
    title: 'Replay: Discovery Questions That Find the Real Budget',
    series: 'webinar-replays',
    duration: '58:41',
    description: `The full recording of our webinar on discovery questions, with clips from real calls and the audience questions at the end. ${forMore}`,
    daysAgo: 10,
  },
  {
    youtubeId: 'qClnForcst9',
    slug: 'pipeline-clinic-a-forecast-built-on-hope',
    title: 'Pipeline Clinic: A Forecast Built on Hope',
    series: 'pipeline-clinic',
    duration: '7:55',
    description: `The commit column looks healthy, but half of it has no next step booked. The clinic rebuilds the forecast from evidence. ${forMore}`,
    daysAgo: 22,
  },
  {
    youtubeId: 'qDrlMultiA0',
    slug: 'two-minute-drill-bringing-in-a-second-contact',
    title: 'Two-Minute Drill: Bringing In a Second Contact',
    series: 'two-minute-drill',
    duration: '2:21',
    description: `Your champion is keen but cannot sign. A short script for asking to meet the people who can. ${forMore}`,
    daysAgo: 25,
  },
  {
    youtubeId: 'qClnRenewB1',
    slug: 'pipeline-clinic-renewals-at-risk',
    title: 'Pipeline Clinic: Renewals at Risk',
    series: 'pipeline-clinic',
    duration: '10:14',
    description: `An account manager's book shows four renewals with falling usage. The panel decides where to spend the next month. ${forMore}`,
    daysAgo: 28,
  },
  {
    youtubeId: 'qDrlRecapC2',
    slug: 'two-minute-drill-the-meeting-recap-email',
    title: 'Two-Minute Drill: The Meeting Recap Email',
    series: 'two-minute-drill',
    duration: '2:33',
    description: `A recap email that buyers forward to their colleagues: what we heard, what we agreed, what happens next. ${forMore}`,
    daysAgo: 31,
  },
  {
    youtubeId: 'qRcCoach7Lm',
    slug: 'replay-coaching-new-managers-in-their-first-ninety-days',
    title: 'Replay: Coaching New Managers in Their First Ninety Days',
    series: 'webinar-replays',
    duration: '44:09',
    description: `The full recording of our webinar on the first ninety days of a new sales manager, including the one-to-one template. ${forMore}`,
    daysAgo: 39,
  },
  {
    youtubeId: 'qClnTerrtD3',
    slug: 'pipeline-clinic-territories-that-do-not-add-up',
    title: 'Pipeline Clinic: Territories That Do Not Add Up',
    series: 'pipeline-clinic',
    duration: '12:40',
    description: `One seller has three times the accounts of another and half the pipeline. Is it the seller or the territory? ${forMore}`,
    daysAgo: 45,
  },
  {
    youtubeId: 'qRcFcst2x9A',
    slug: 'replay-forecast-calls-your-team-will-not-dread',
    title: 'Replay: Forecast Calls Your Team Will Not Dread',
    series: 'webinar-replays',
    duration: '1:02:15',
    description: `The full recording of our webinar on running a thirty-minute forecast call, with the agenda and the dashboard shown on screen. ${forMore}`,
    daysAgo: 72,
  },
]
