import type { Submission } from '@conform-to/react'
import type { AppLoadContext } from 'react-router'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'

/** The form post's network address and, when the reader's browser solved one, its proof of work (the ALTCHA widget's `altcha` field). */
export function networkPass(context: AppLoadContext, submission: Submission<unknown>): { ip: string; proof: string | null } {
  const proof = submission.payload[PROOF_FIELD]
  return { ip: context.clientIp, proof: typeof proof === 'string' ? proof : null }
}
