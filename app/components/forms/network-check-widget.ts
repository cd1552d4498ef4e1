import { CHALLENGE_PATH, PROOF_FIELD } from '#lib/proof-of-work.ts'

let widgetLoading: Promise<void> | null = null

/**
 * The ALTCHA widget, fetched only when a form was refused for its network's volume: its code,
 * styles and the PBKDF2 worker (same-origin files, so the CSP needs no blob: or inline script).
 */
export function loadWidget(): Promise<void> {
  widgetLoading ??= (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([import('altcha/workers/pbkdf2?worker'), import('altcha/external'), import('altcha/altcha.css')])
    for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) window.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
  })()
  return widgetLoading
}

/** The widget's element as NetworkCheck renders it, for a form that is not hydrated (decision 079). */
export function createWidget(): HTMLElement {
  const widget = document.createElement('altcha-widget')
  widget.setAttribute('challenge', CHALLENGE_PATH)
  widget.setAttribute('auto', 'onload')
  widget.setAttribute('name', PROOF_FIELD)
  return widget
}
