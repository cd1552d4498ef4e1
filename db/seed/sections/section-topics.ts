/** Which topic (category slug) each demo video and resource is filed under, so a topic page can show them beside its articles. */
export const VIDEO_TOPICS: Record<string, string> = {
  'two-minute-drill-opening-a-discovery-call': 'prospecting',
  'pipeline-clinic-the-deal-that-never-closes': 'sales-management',
  'two-minute-drill-the-no-budget-objection': 'negotiation',
  'pipeline-clinic-single-threaded-deals': 'account-management',
  'two-minute-drill-asking-for-a-referral': 'prospecting',
  'pipeline-clinic-stages-nobody-agrees-on': 'revenue-operations',
  'two-minute-drill-a-voicemail-worth-returning': 'prospecting',
  'replay-discovery-questions-that-find-the-real-budget': 'negotiation',
  'pipeline-clinic-a-forecast-built-on-hope': 'sales-management',
  'two-minute-drill-bringing-in-a-second-contact': 'account-management',
  'pipeline-clinic-renewals-at-risk': 'account-management',
  'two-minute-drill-the-meeting-recap-email': 'prospecting',
  'replay-coaching-new-managers-in-their-first-ninety-days': 'sales-leadership',
  'pipeline-clinic-territories-that-do-not-add-up': 'revenue-operations',
  'replay-forecast-calls-your-team-will-not-dread': 'sales-management',
}

export const RESOURCE_TOPICS: Record<string, string> = {
  'the-pipeline-coverage-myth': 'revenue-operations',
  'onboarding-sellers-in-thirty-days': 'sales-enablement',
  'state-of-sales-coaching-report': 'sales-training',
  'buyers-guide-to-conversation-intelligence': 'sales-technology',
  'quarter-end-forecast-checklist': 'sales-management',
  'how-a-logistics-team-cut-ramp-time': 'sales-enablement',
  'compensation-plans-for-hybrid-sales-roles': 'sales-management',
  'ai-in-sales-a-practical-starting-point': 'sales-technology',
}
