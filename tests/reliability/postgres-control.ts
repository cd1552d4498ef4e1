import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The PostgreSQL that scripts/postgres-server.sh started (same PG_DIR and PG_PORT as it reads). */
export const PG_DIR = process.env.PG_DIR ?? '/tmp/quota-postgres'
const SCRIPT = resolve('scripts/postgres-server.sh')

export function isControllable(): boolean {
  return existsSync(resolve(PG_DIR, 'data/postmaster.pid'))
}

export function stopPostgres() {
  execFileSync('bash', [SCRIPT, 'stop'], { stdio: 'inherit' })
}

export function resumePostgres() {
  execFileSync('bash', [SCRIPT, 'resume'], { stdio: 'inherit' })
}

/** The postmaster and every process it started (the backends holding the server's connections). */
function postgresProcesses(): number[] {
  const postmaster = Number(readFileSync(resolve(PG_DIR, 'data/postmaster.pid'), 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

/** Freezes PostgreSQL (SIGSTOP) while `during` runs, and always thaws it (SIGCONT). */
export async function whileFrozen<T>(during: () => Promise<T>): Promise<T> {
  const frozen = postgresProcesses()
  try {
    for (const pid of frozen) process.kill(pid, 'SIGSTOP')
    return await during()
  } finally {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // Gone already: nothing to thaw.
      }
    }
  }
}
