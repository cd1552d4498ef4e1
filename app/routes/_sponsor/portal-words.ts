import { LEAD_KIND_LABELS } from '#lib/lead-fields.ts'

/** Words the sponsor portal's pages and its server side share. */
export const NO_PORTAL = 'The sponsor portal is for the sponsors’ own team. If you work with a sponsor, ask its contact at the publisher for an invitation.'

/** The kinds of lead as the back office names them, but a webinar is named as the item it is ("Webinar: {title}"). */
export const KIND_LABELS: Readonly<Record<string, string>> = { ...LEAD_KIND_LABELS, webinar: 'Webinar' }
