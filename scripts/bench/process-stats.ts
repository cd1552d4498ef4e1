import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ; 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100

/** CPU time a process has used so far, user and system together, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const utime = Number(fields[11])
  const stime = Number(fields[12])
  return ((utime + stime) * 1000) / TICKS_PER_SECOND
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
