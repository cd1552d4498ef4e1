import type { LeadConsent } from '#lib/lead-consent.ts'
import { ConsentProof } from './consent-proof.tsx'
import { RecordFields } from '../back-office/record-fields.tsx'

/** A lead as staff and its sponsor read it: who (each field), their other answers, and the consent they gave. */
export function LeadRecord({ fields, answers, consent }: { fields: string[][]; answers: string[][]; consent: LeadConsent | null }) {
  return (
    <>
      <RecordFields fields={fields} blank="—" />
      <h2>Answers</h2>
      {answers.length ? <RecordFields fields={answers} /> : <p>No other answers.</p>}
      <h2>Consent</h2>
      <ConsentProof consent={consent} />
    </>
  )
}
