import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DatabaseHandle } from '#db/client.ts'
import { verifyCardNumber } from '#lib/validation/cards.ts'

/** The Luhn check digit rule every card brand but some UnionPay ranges follows. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * The card numbers in a text, as a grep for them would find them: runs of 13 to 19 digits (alone,
 * or grouped by spaces or dashes as people type them) that pass Luhn and start as a brand's numbers
 * do. The brand's prefix keeps out the 13-digit millisecond times every log line carries.
 */
export function cardNumbersIn(text: string): string[] {
  const found = new Set<string>()
  for (const [run] of text.matchAll(/(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g)) {
    const digits = run.replace(/\D/g, '')
    if (luhnValid(digits) && verifyCardNumber(digits).card) found.add(digits)
  }
  return [...found]
}

/** Every file under a folder, as text (binary bytes read one character each, so digit runs survive). */
export async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return Promise.all(
    entries.filter((entry) => entry.isFile()).map(async (entry) => ({ path: join(entry.parentPath, entry.name), text: (await readFile(join(entry.parentPath, entry.name))).toString('latin1') })),
  )
}

/**
 * The database twice over: every row of every table as text (a logical dump), and, on PGlite,
 * the data directory's own files (heap, indexes, write-ahead log), where a number once written
 * may linger after its row changed.
 */
export async function databaseDump(database: DatabaseHandle): Promise<{ path: string; text: string }[]> {
  const rows = async <Row>(text: string) => (await database.executeSql(text)).rows as Row[]
  const tables = await rows<{ name: string }>("select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
  const dump: { path: string; text: string }[] = []
  for (const { name } of tables) dump.push({ path: `table ${name}`, text: (await rows<{ row: string }>(`select t::text as row from ${name} t`)).map((row) => row.row).join('\n') })
  if (database.dumpDataDir) dump.push({ path: 'PGlite data directory', text: Buffer.from(await (await database.dumpDataDir()).arrayBuffer()).toString('latin1') })
  return dump
}
