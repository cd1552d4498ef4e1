import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A clone with nothing beside it must build, test and run: no tracked code or configuration
 * may name a path outside the repository (such as the folder beside it where the team's notes live).
 */
const ROOT = resolve(import.meta.dirname, '..')
const CHECKED = /(\.(ts|tsx|js|mjs|cjs|sh|json|yml|yaml)$|^\.ci\/)/
// Recorded answers and generated migrations are data, not code that reads paths; this file holds examples.
// The reliability suite's hostile inputs name traversal paths on purpose: they are probes sent to the server, never read.
const SKIPPED = /^(tests\/fixtures\/|db\/migrations\/|tests\/self-contained\.test\.ts$|tests\/reliability\/hostile-inputs\.ts$)|package-lock\.json$/
const RELATIVE_PATH = /(?:\.\.\/)+[\w.@-]*/g
const SHARED_DIR = /(?<![\w-])\/work\/|(?<![\w./#-])shared\//g

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CHECKED.test(file) && !SKIPPED.test(file))
}

/** Every relative path in the text that, taken from the file's folder, leaves the repository. */
export function pathsOutside(file: string, text: string): string[] {
  const found = [...text.matchAll(RELATIVE_PATH)].map((match) => match[0]).filter((path) => relative(ROOT, resolve(ROOT, dirname(file), path)).startsWith(`..${sep}`))
  return [...found, ...[...text.matchAll(SHARED_DIR)].map((match) => match[0])]
}

describe('the repository is self-contained', () => {
  it('finds a path that leaves the repository, and nothing in one that stays inside', () => {
    expect(pathsOutside('tests/utils/samples.ts', "new URL('../../../team-notes/samples/', import.meta.url)")).toContain('../../../team-notes')
    expect(pathsOutside('scripts/run.sh', 'cat /work/team-notes/spec.txt')).not.toEqual([])
    expect(pathsOutside('tests/utils/samples.ts', "new URL('../fixtures/wordpress/', import.meta.url)")).toEqual([])
    expect(pathsOutside('server/app.ts', "import { x } from '../lib/x.ts'")).toEqual([])
  })

  it('no tracked source, script or configuration file names a path outside it', () => {
    const files = trackedFiles()
    expect(files.length).toBeGreaterThan(100)
    const offenders = files.flatMap((file) => pathsOutside(file, readFileSync(resolve(ROOT, file), 'utf8')).map((path) => `${file}: ${path}`))
    expect(offenders).toEqual([])
  })
})
