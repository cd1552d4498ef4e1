import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

export type BenchPostgres = { url: string; stop: () => void } | { error: string }

/**
 * A PostgreSQL of the bench's own, started by scripts/postgres-server.sh (which installs it from
 * Debian's packages when missing, as CI does) in `dir` on `port`, so it never meets the test
 * suite's. Its data is kept between runs like the embedded store's: the large store is seeded once.
 */
export function startBenchPostgres(dir: string, port: number): BenchPostgres {
  const env = { ...process.env, PG_DIR: resolve(dir), PG_PORT: String(port) }
  const script = (command: 'start' | 'resume' | 'stop') => spawnSync('bash', ['scripts/postgres-server.sh', command], { env, encoding: 'utf8' })
  const stop = () => void script('stop')
  if (existsSync(join(dir, 'data', 'PG_VERSION')) && script('resume').status === 0) return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
  // No kept store, or one that does not start again (a run killed half way): a new one.
  const started = script('start')
  const url = started.stdout.trim().split('\n').at(-1)
  if (started.status !== 0 || !url?.startsWith('postgres://')) return { error: (started.stderr || started.stdout).trim().split('\n').slice(-3).join(' / ') || `exit ${started.status}` }
  return { url, stop }
}
