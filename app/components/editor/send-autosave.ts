import type { FormValues } from './form-values.ts'

/** What an autosave came to: saved (with the stored copy's new mark), refused (the page's words), or sent elsewhere (to sign in). */
export type AutosaveAnswer = { saved: true; savedAt: string | null } | { saved: false; message: string } | { movedTo: string }

/**
 * Posts the form's values to the page's own address as a browser without the app's router would,
 * and reads the answer page: its `savedAt` field after a save, its summary (`#summaryId`) after a
 * refusal. A plain fetch, not a React Router fetcher, so the router chunk every reading page loads
 * does not grow by the fetcher's code (tests/js-budget.test.ts).
 */
export async function sendAutosave(address: string, values: FormValues, summaryId: string): Promise<AutosaveAnswer> {
  const body = new URLSearchParams()
  for (const [name, list] of Object.entries(values)) for (const value of list) if (name !== 'intent') body.append(name, value)
  body.set('intent', 'autosave')
  const response = await fetch(address, { method: 'POST', body, credentials: 'same-origin' })
  const target = new URL(response.url, window.location.href)
  if (response.redirected && target.pathname !== window.location.pathname) return { movedTo: `${target.pathname}${target.search}` }
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  if (response.ok) return { saved: true, savedAt: page.querySelector('input[name="savedAt"]')?.getAttribute('value') ?? null }
  return { saved: false, message: page.getElementById(summaryId)?.textContent?.trim() || 'Your changes were not saved automatically: use Save.' }
}
