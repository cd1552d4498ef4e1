import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { normaliseEmail } from './accounts.ts'
import { NEWSLETTERS } from '#lib/newsletter-lists.ts'
import type { NewsletterChoices } from './newsletters.ts'

/**
 * Reading a subscriber file from another mailing tool. Columns: email; daily_boost,
 * sales_digest, third_party (yes or no); consent, the proof that the person agreed (when and
 * where); optionally status (bounced). The file is read as a stream of records so that a large
 * one never holds the process for long: the parser gives way between chunks.
 */

export interface ImportRow {
  line: number
  email: string
  choices: NewsletterChoices
  consent: string
  bounced: boolean
}
export interface LineProblem {
  line: number
  message: string
}

const YES = new Set(['yes', 'y', 'true', '1'])
const NO = new Set(['no', 'n', 'false', '0', ''])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CHUNK_CHARS = 64 * 1024

function* chunks(text: string) {
  for (let at = 0; at < text.length; at += CHUNK_CHARS) yield text.slice(at, at + CHUNK_CHARS)
}

/** Each record of the file with its line number (the header is line 1), or one problem when it is not CSV. */
async function* records(csv: string): AsyncGenerator<{ line: number; record: string[] } | LineProblem> {
  const parser = Readable.from(chunks(csv.replace(/^\ufeff/, ''))).pipe(parse({ skip_empty_lines: true, relax_column_count: true, trim: true }))
  let line = 0
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield { line: ++line, record }
  } catch (error) {
    yield { line: 1, message: `The file is not valid CSV: ${(error as Error).message}` }
  }
}

/**
 * The file's rows in order, each either a row to import or the problem with it. Duplicates are
 * found across the whole file (a Set of the addresses seen: a few MB for 100 000 rows).
 */
export async function* readSubscriberFile(csv: string): AsyncGenerator<{ row: ImportRow } | { problem: LineProblem }> {
  let at: ((name: string) => number) | null = null
  const seen = new Set<string>()
  for await (const item of records(csv)) {
    if (!('record' in item)) return yield { problem: item }
    const { line, record } = item
    if (!at) {
      const header = record.map((name) => name.toLowerCase())
      at = (name: string) => header.indexOf(name)
      if (at('email') < 0 || !NEWSLETTERS.some((newsletter) => at!(newsletter.column) >= 0)) {
        return yield { problem: { line: 1, message: `The first line must name an "email" column and at least one of ${NEWSLETTERS.map((n) => `"${n.column}"`).join(', ')}.` } }
      }
      continue
    }
    yield checkRecord(record, line, at, seen)
  }
}

function checkRecord(record: string[], line: number, at: (name: string) => number, seen: Set<string>): { row: ImportRow } | { problem: LineProblem } {
  const cell = (name: string) => (at(name) < 0 ? '' : (record[at(name)] ?? ''))
  const email = normaliseEmail(cell('email'))
  if (!EMAIL.test(email)) return { problem: { line, message: `"${cell('email')}" is not an email address.` } }
  if (seen.has(email)) return { problem: { line, message: `${email} is in the file twice.` } }
  seen.add(email)
  const choices = { dailyBoost: false, salesDigest: false, thirdParty: false }
  for (const newsletter of NEWSLETTERS) {
    const value = cell(newsletter.column).toLowerCase()
    if (!YES.has(value) && !NO.has(value)) return { problem: { line, message: `${newsletter.column} must be yes or no, not "${value}".` } }
    choices[newsletter.key] = YES.has(value)
  }
  const status = cell('status').toLowerCase()
  if (status !== '' && status !== 'subscribed' && status !== 'bounced') return { problem: { line, message: `status must be subscribed, bounced or empty, not "${status}".` } }
  return { row: { line, email, choices, consent: cell('consent').slice(0, 500), bounced: status === 'bounced' } }
}
