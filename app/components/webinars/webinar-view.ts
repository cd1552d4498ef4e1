import type { Webinar } from '#lib/content-model.ts'
import type { LeadFormField } from '#lib/lead-fields.ts'
import type { RegistrationStage } from '#lib/webinar-registration.ts'

/** The recording, for a registered visitor once the webinar is over. */
export interface Replay {
  youtubeId: string
  title: string
  thumbnail: string
  published: string
}

/** What the webinar page shows of a webinar, for this visitor (the page itself, and its preview). */
export interface WebinarView {
  /** Without its body (`html` carries it, sanitised) and form; the recording's id only with the replay. */
  webinar: Webinar
  html: string
  upcoming: boolean
  stage: RegistrationStage
  registered: boolean
  replay: Replay | null
  form: { fields: LeadFormField[]; defaults: Record<string, string> } | null
}
