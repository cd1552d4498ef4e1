/**
 * The notice every lead form shows above its button, and the proof kept with the lead: the same
 * function writes both, so the stored text is the text the reader saw. A sponsor's form says the
 * details go to the sponsor; the publisher's own forms say what they are used for.
 */
export function leadConsentText(siteName: string, sponsorName: string | null | undefined): string {
  return sponsorName
    ? `By sending this form you agree that ${siteName} shares your details with ${sponsorName}, who may contact you about this and related offers. You can withdraw at any time; our Privacy Policy explains how.`
    : `By sending this form you agree that ${siteName} uses your details to answer it and may contact you about it. Our Privacy Policy explains how.`
}

/** Proof of what a lead agreed to: the notice exactly as the form showed it, when, and on which form. */
export interface LeadConsent {
  text: string
  /** ISO 8601. */
  at: string
  /** The address of the page whose form was sent. */
  form: string
}
