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

const postmasterPid = () => Number(readFileSync(resolve(PG_DIR, 'data/postmaster.pid'), 'utf8').split('\n')[0])

/** A process's state letter and parent, from /proc (null when it is gone). */
function processStat(pid: number): { state: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state = '', parent = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state, parent: Number(parent) }
  } catch {
    return null
  }
}

/** The processes the postmaster started: the backends holding the server's connections. */
function childrenOf(postmaster: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => processStat(pid)?.parent === postmaster)
}

/**
 * Freezes PostgreSQL (SIGSTOP) while `during` runs, and always thaws it (SIGCONT). The postmaster
 * stops first, and its children are listed only once it has: a backend it forked while the list
 * was read (the server's pool opens connections all the time) would otherwise stay awake and
 * serve every request on its connection, as if the database were there.
 */
export async function whileFrozen<T>(during: () => Promise<T>): Promise<T> {
  const postmaster = postmasterPid()
  const frozen = [postmaster]
  try {
    process.kill(postmaster, 'SIGSTOP')
    for (let stat = processStat(postmaster); stat && stat.state !== 'T'; stat = processStat(postmaster)) await new Promise((resolve) => setTimeout(resolve, 5))
    for (const pid of childrenOf(postmaster)) {
      process.kill(pid, 'SIGSTOP')
      frozen.push(pid)
    }
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
