import { useEffect, useState } from 'react'
import type {} from 'altcha/types/react'
import { CHALLENGE_PATH, PROOF_FIELD } from '#lib/proof-of-work.ts'
import { loadWidget } from './network-check-widget.ts'

/**
 * Shown inside a form the server refused with `challenge_required`: the reason, and (with
 * JavaScript) a proof of work the browser solves on its own, after which the reader sends the
 * form again. Without JavaScript the message says when to try again.
 */
export function NetworkCheck({ errors }: { errors?: string[] }) {
  const [ready, setReady] = useState(false)
  const needed = Boolean(errors?.length)
  useEffect(() => {
    if (!needed) return
    let live = true
    loadWidget().then(
      () => live && setReady(true),
      () => live && setReady(false),
    )
    return () => {
      live = false
    }
  }, [needed])
  if (!needed) return null
  return (
    <div className="network-check" role="alert">
      {errors!.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {ready ? <altcha-widget challenge={CHALLENGE_PATH} auto="onload" name={PROOF_FIELD} /> : null}
    </div>
  )
}
