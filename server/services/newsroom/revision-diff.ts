import { diffLines, diffWords } from 'diff'
import { decodeEntities, stripTags } from '#lib/html-text.ts'

/**
 * What changed between a revision and the item as it is now, field by field, for an editor to
 * read before bringing a revision back: words for the title and deck, paragraphs then words for
 * the body (as text: the markup is not what an editor compares), lines for a section's fields.
 */
export interface DiffPart {
  value: string
  change: 'same' | 'added' | 'removed'
}
export interface FieldDiff {
  field: string
  parts: DiffPart[]
}

export interface Version {
  title: string
  excerpt: string
  contentHtml: string
  acf: Record<string, unknown>
}

/** The body as text, a paragraph (or heading, list item, quote) per line. */
export function bodyText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|pre|div)>|<br\s*\/?>/gi, '\n').replace(/<img[^>]*\balt="([^"]*)"[^>]*>/gi, '[image: $1]\n')
  return decodeEntities(stripTags(blocks))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

const fieldText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value, null, 1) : String(value))

const parts = (changes: { value: string; added?: boolean; removed?: boolean }[]): DiffPart[] =>
  changes.map((change) => ({ value: change.value, change: change.added ? 'added' : change.removed ? 'removed' : 'same' }))

/** The fields that differ, from the revision (removed) to now (added); none when nothing changed. */
export function diffVersions(revision: Version, current: Version): FieldDiff[] {
  const diffs: FieldDiff[] = []
  if (revision.title !== current.title) diffs.push({ field: 'Title', parts: parts(diffWords(revision.title, current.title)) })
  if (revision.excerpt !== current.excerpt) diffs.push({ field: 'Deck', parts: parts(diffWords(revision.excerpt, current.excerpt)) })
  const [bodyBefore, bodyNow] = [bodyText(revision.contentHtml), bodyText(current.contentHtml)]
  if (bodyBefore !== bodyNow) diffs.push({ field: 'Body', parts: parts(diffWords(bodyBefore, bodyNow)) })
  else if (revision.contentHtml !== current.contentHtml) diffs.push({ field: 'Body', parts: [{ value: 'Only the formatting changed (links, emphasis or layout).', change: 'same' }] })
  for (const name of [...new Set([...Object.keys(revision.acf), ...Object.keys(current.acf)])].sort()) {
    const [before, now] = [fieldText(revision.acf[name]), fieldText(current.acf[name])]
    if (before !== now) diffs.push({ field: name.replace(/_/g, ' '), parts: parts(diffLines(before, now)) })
  }
  return diffs
}
