import type { LeadConsent } from '#lib/lead-consent.ts'

/** What a lead agreed to, as proof: the notice word for word, the form it came with, and when. */
export function ConsentProof({ consent }: { consent: LeadConsent | null }) {
  if (!consent) return <p>No notice is on record: this lead was sent before the forms kept one.</p>
  return (
    <figure className="consent-proof">
      <blockquote>{consent.text}</blockquote>
      <figcaption>
        Shown with the form on <code>{consent.form}</code>, sent <time dateTime={consent.at}>{consent.at.slice(0, 16).replace('T', ' ')} UTC</time>.
      </figcaption>
    </figure>
  )
}
