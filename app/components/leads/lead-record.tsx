import type { LeadConsent } from '#lib/lead-consent.ts'
import { ConsentProof } from './consent-proof.tsx'

/** A lead as staff and its sponsor read it: who (each field), their other answers, and the consent they gave. */
export function LeadRecord({ fields, answers, consent }: { fields: string[][]; answers: string[][]; consent: LeadConsent | null }) {
  return (
    <>
      <dl className="admin-fields">
        {fields.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <h2>Answers</h2>
      {answers.length ? (
        <dl className="admin-fields">
          {answers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No other answers.</p>
      )}
      <h2>Consent</h2>
      <ConsentProof consent={consent} />
    </>
  )
}
