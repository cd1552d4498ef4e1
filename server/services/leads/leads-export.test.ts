import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { leads as leadsTable } from '#db/schema/index.ts'
import { createTestLeads } from '#tests/utils/test-leads.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Leads } from './leads.ts'
import { csvCell, exportLeads, parseExportQuery } from './leads-export.ts'

let database: DatabaseHandle
let leads: Leads
let jobs: JobQueue
beforeAll(async () => {
  ;({ database, jobs, leads } = await createTestLeads())
})
afterAll(async () => {
  await jobs.stop()
  await database.close()
})

/** RFC 4180 parsing, enough to read our own output back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  return rows
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(true)).toBe('true')
  })

  it('keeps spreadsheets from running a cell as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx']) expect(csvCell(text)).toMatch(/^"?'/)
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
  })
})

describe('exportLeads', () => {
  it('writes one row per lead with every answer in its own column, readable back as RFC 4180', async () => {
    await leads.submit({
      kind: 'asset',
      target: 'csv-asset',
      sponsor: 'tallyforge',
      email: 'one@example.com',
      firstname: '=cmd|calc',
      company: 'Acme, "Best" Ltd\r\nNorth',
      answers: { consent: true, companySize: '11-50' },
    })
    await leads.submit({ kind: 'asset', target: 'csv-asset', sponsor: 'tallyforge', email: 'two@example.com', firstname: 'Zoë 👋', answers: { consent: true } })
    await leads.submit({ kind: 'asset', target: 'other-asset', email: 'three@example.com' })
    const rows = parseCsv(await exportLeads(leads, { kind: 'asset', target: 'csv-asset' }))
    expect(rows[0]).toEqual([
      'created_at',
      'updated_at',
      'kind',
      'target',
      'sponsor',
      'email',
      'firstname',
      'lastname',
      'company',
      'job_title',
      'phone',
      'submissions',
      'mail_status',
      'consent',
      'companySize',
    ])
    expect(rows).toHaveLength(3)
    const [one, two] = [rows[1]!, rows[2]!]
    expect(one.slice(2, 9)).toEqual(['asset', 'csv-asset', 'tallyforge', 'one@example.com', "'=cmd|calc", '', 'Acme, "Best" Ltd\r\nNorth'])
    expect(one.slice(-2)).toEqual(['true', '11-50'])
    expect(two[6]).toBe('Zoë 👋')
    expect(two.slice(-2)).toEqual(['true', ''])
  })

  it('keeps only leads that arrived on or after --since', async () => {
    const { lead } = await leads.submit({ kind: 'application', target: 'award-nomination', email: 'old@example.com' })
    await database.db
      .update(leadsTable)
      .set({ createdAt: new Date('2025-01-15T00:00:00Z') })
      .where(eq(leadsTable.id, lead.id))
    await leads.submit({ kind: 'application', target: 'award-nomination', email: 'new@example.com' })
    const all = parseCsv(await exportLeads(leads, { kind: 'application', target: 'award-nomination' }))
    const recent = parseCsv(await exportLeads(leads, parseExportQuery({ application: 'award-nomination', since: '2026-01-01' })))
    expect(all.slice(1).map((row) => row[5])).toEqual(['old@example.com', 'new@example.com'])
    expect(recent.slice(1).map((row) => row[5])).toEqual(['new@example.com'])
  })

  it('writes only the header when there is no lead', async () => {
    expect(parseCsv(await exportLeads(leads, { kind: 'webinar', target: '999' }))).toHaveLength(1)
  })
})

describe('parseExportQuery', () => {
  it('reads one choice of leads and a date', () => {
    expect(parseExportQuery({ webinar: '27' })).toEqual({ kind: 'webinar', target: '27' })
    expect(parseExportQuery({ mediakit: true, since: '2026-02-01' })).toEqual({ kind: 'mediakit', since: new Date('2026-02-01') })
  })

  it('refuses no choice, two choices, an empty value or a bad date', () => {
    expect(() => parseExportQuery({})).toThrow(/exactly one/)
    expect(() => parseExportQuery({ asset: 'a', webinar: '1' })).toThrow(/exactly one/)
    expect(() => parseExportQuery({ asset: ' ' })).toThrow(/needs a value/)
    expect(() => parseExportQuery({ asset: 'a', since: 'yesterday' })).toThrow(/--since/)
    expect(() => parseExportQuery({ asset: 'a', since: '2026-02-31x' })).toThrow(/--since/)
  })

  it('the command answers a bad call with the usage and exit code 2', async () => {
    const run = promisify(execFile)(process.execPath, ['build/node/leads-export.js', '--asset', 'a', '--webinar', '1'])
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run leads:export') })
  })
})
