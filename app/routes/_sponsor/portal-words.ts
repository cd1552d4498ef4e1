/** Words the sponsor portal's pages and its server side share. */
export const NO_PORTAL = 'The sponsor portal is for the sponsors’ own team. If you work with a sponsor, ask its contact at the publisher for an invitation.'

export const KIND_LABELS: Record<string, string> = {
  webinar: 'Webinar',
  asset: 'Download',
  mediakit: 'Media kit',
  application: 'Application',
  landing: 'Insight page',
  company: 'Company profile',
  event_pass: 'Event pass',
}
