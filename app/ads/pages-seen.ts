/**
 * The pages this tab has shown since advertising was allowed, for the interstitial's "never on the
 * first page" rule. Reading pages are full page loads, so the count outlives the document; it is
 * noted as each page starts, before the interstitial's module has loaded.
 */
const SEEN_KEY = 'quota:pages-seen'
let seenHere = { last: null as string | null, count: 0 }

export function notePageSeen(path: string): number {
  let seen = seenHere
  try {
    const saved = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null') as typeof seen | null
    if (saved && typeof saved.count === 'number') seen = saved
  } catch {
    // Blocked storage: this document's count only.
  }
  if (seen.last !== path) seen = { last: path, count: seen.count + 1 }
  seenHere = seen
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(seen))
  } catch {
    // As above.
  }
  return seen.count
}
