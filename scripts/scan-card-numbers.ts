/**
 * `tsx scripts/scan-card-numbers.ts <folder>…`: what a test run left on disk (the end-to-end
 * server's database files and whatever else its data folder holds), searched for full card numbers
 * as a grep would be (issue 29; tests/utils/card-number-scan.ts says what counts as one). Prints
 * each file with a masked number and exits 1 when any is found; a missing folder is skipped.
 *
 * A PostgreSQL data folder carries digit runs of its own in its catalogs. The numbers found in
 * `base/1` (template1: the catalogs alone, which no table of ours reaches) are PostgreSQL's, and
 * not counted anywhere in that folder, as tests/card-numbers-kept-out.test.ts leaves out what a
 * fresh database holds. One file at a time, so a large database is never held whole in memory.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { cardNumbersIn } from '../tests/utils/card-number-scan.ts'

const mask = (digits: string) => `${digits.slice(0, 6)}${'•'.repeat(digits.length - 10)}${digits.slice(-4)}`
const TEMPLATE1 = `${sep}base${sep}1${sep}`
const numbersIn = async (path: string) => cardNumbersIn((await readFile(path)).toString('latin1'))

let files = 0
const found: string[] = []
for (const folder of process.argv.slice(2)) {
  const paths = (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  const postgresOwn = new Set<string>()
  for (const path of paths.filter((candidate) => candidate.includes(TEMPLATE1))) for (const digits of await numbersIn(path)) postgresOwn.add(digits)
  for (const path of paths) {
    for (const digits of await numbersIn(path)) if (!postgresOwn.has(digits)) found.push(`${path}: ${mask(digits)}`)
    files++
  }
}
process.stdout.write(found.length ? `Card numbers found:\n${found.join('\n')}\n` : `No card number in ${files} files.\n`)
process.exitCode = found.length ? 1 : 0
