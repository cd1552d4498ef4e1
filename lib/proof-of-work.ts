/** The form field that carries a solved proof of work (the ALTCHA widget's payload), and where challenges come from. */
export const PROOF_FIELD = 'altcha'
export const CHALLENGE_PATH = '/api/challenge'
/** The same payload on a JSON API call. */
export const PROOF_HEADER = 'X-Altcha'
