/**
 * How list rows that name one company in different spellings are told to be the same: a name
 * without case, accents, punctuation and legal form ("Acme, Inc." and "ACME Inc" are `acme`), and a
 * website by its domain alone ("https://www.acme.com/about" is `acme.com`).
 */

/** Legal forms dropped from the end of a name, as words after punctuation is gone (`l l c` is L.L.C. spaced). */
const LEGAL_FORMS = /(\s+and)?\s+(inc|incorporated|llc|l l c|llp|lp|ltd|limited|corp|corporation|co|plc|gmbh|ag|sa|s a|bv|nv|pty|pte|oy|ab|as|srl|spa|kk)$/

/** A company's name as it is compared: lower-case letters and digits between single spaces, without its legal form. */
export function normalizeCompanyName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // An abbreviation's dots and an apostrophe join letters (A.C.M.E., O'Brien); the rest separates words.
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  let bare = words
  for (let shorter = bare.replace(LEGAL_FORMS, ''); shorter !== bare && shorter; shorter = bare.replace(LEGAL_FORMS, '')) bare = shorter
  return bare
}

/** The domain of a website (no scheme, `www.`, port, path or trailing dot), lower-case; empty when it names none. */
export function websiteDomain(website: string): string {
  const text = website.trim()
  if (!text) return ''
  // A scheme is a word and a colon not followed by a port; only the web's name a website.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(text)?.[1]?.toLowerCase()
  if (scheme && scheme !== 'http' && scheme !== 'https') return ''
  let host: string
  try {
    host = new URL(scheme ? text : `http://${text}`).hostname
  } catch {
    return ''
  }
  const domain = host
    .toLowerCase()
    .replace(/^www\d*\./, '')
    .replace(/\.$/, '')
  // A host without a dot (localhost, a bare word) is no company's domain.
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : ''
}
