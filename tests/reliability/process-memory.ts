import { readdirSync, readFileSync } from 'node:fs'

function parentOf(pid: number): number | null {
  try {
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/** Resident memory of a process in kB, from /proc/PID/status (VmRSS); null once it is gone. */
export function readRssKb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

/**
 * The server itself among the processes a start command leaves (a wrapper such as npm may sit
 * above it): the descendant of rootPid with the most resident memory.
 */
export function serverProcessId(rootPid: number): number {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const parent = parentOf(Number(name))
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(name)])
  }
  const tree: number[] = []
  const queue = [rootPid]
  while (queue.length) {
    const pid = queue.shift()!
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree.reduce((best, pid) => ((readRssKb(pid) ?? 0) > (readRssKb(best) ?? 0) ? pid : best), rootPid)
}
