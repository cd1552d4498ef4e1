import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Sorts the Vitest files into unit tests (pure code: no database, no server, no mail, no child
 * process) and integration tests, by what each file reaches through its imports. A file is an
 * integration test when it, or any project module it imports, opens one of those.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SEARCHED = ['app', 'server', 'db', 'lib', 'emails', 'tests']
const SKIPPED = new Set(['tests/e2e', 'tests/reliability', 'tests/wordpress', 'node_modules'])
/** What only an integration test touches. */
const INTEGRATION_MARKERS = [/@electric-sql\/pglite/, /from 'pg'/, /node:child_process/, /smtp-server/, /node:net'/, /@hono\/node-server/]
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const ALIASES: Record<string, string> = { '#app/': 'app/', '#server/': 'server/', '#db/': 'db/', '#lib/': 'lib/', '#tests/': 'tests/' }

function testFiles(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name)
    if (SKIPPED.has(path)) continue
    if (statSync(join(ROOT, path)).isDirectory()) found.push(...testFiles(path))
    else if (/\.test\.tsx?$/.test(name)) found.push(path)
  }
  return found
}

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  const target = alias ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
  if (!target) return null
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const verdicts = new Map<string, boolean>()

function reachesIntegration(file: string, visiting = new Set<string>()): boolean {
  const known = verdicts.get(file)
  if (known !== undefined) return known
  if (visiting.has(file)) return false
  visiting.add(file)
  const source = readFileSync(file, 'utf8')
  let verdict = INTEGRATION_MARKERS.some((marker) => marker.test(source))
  if (!verdict) {
    for (const match of source.matchAll(IMPORT)) {
      // Type-only imports bring no code.
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue
      const next = resolveImport(file, match[1] ?? match[2]!)
      if (next && reachesIntegration(next, visiting)) {
        verdict = true
        break
      }
    }
  }
  visiting.delete(file)
  verdicts.set(file, verdict)
  return verdict
}

export function sortTests(): { unit: string[]; integration: string[] } {
  const unit: string[] = []
  const integration: string[] = []
  for (const file of SEARCHED.flatMap(testFiles)) {
    ;(reachesIntegration(join(ROOT, file)) ? integration : unit).push(relative(ROOT, join(ROOT, file)))
  }
  return { unit, integration }
}
