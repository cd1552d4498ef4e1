import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Figures {
  requests: number
  rps: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/**
 * wrk's Lua hooks: each request takes the next path of the list (each thread its own share, so a
 * list of never-seen paths stays never seen), and `done` prints the figures as one JSON line.
 */
const SCRIPT = `
local paths = {}
local counter = 0
function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end
function init(args)
  local file = args[1]
  local headers = args[2]
  for line in io.lines(file) do table.insert(paths, line) end
  if headers ~= nil and headers ~= "" then wrk.headers["Accept-Encoding"] = headers end
  nthreads = tonumber(args[3])
  index = id
end
function request()
  local path = paths[(index % #paths) + 1]
  index = index + nthreads
  return wrk.format(nil, path)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`

export interface WrkRun {
  base: string
  paths: string[]
  acceptEncoding?: string
  seconds: number
  connections: number
  threads: number
  workDir: string
}

/** One wrk run over the paths; non-2xx/3xx answers count as errors. */
export function wrk(run: WrkRun): Figures {
  const scriptPath = join(run.workDir, 'paths.lua')
  const listPath = join(run.workDir, 'paths.txt')
  writeFileSync(scriptPath, SCRIPT)
  writeFileSync(listPath, `${run.paths.join('\n')}\n`)
  const args = [
    '-t',
    String(run.threads),
    '-c',
    String(run.connections),
    '-d',
    `${run.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    scriptPath,
    run.base,
    '--',
    listPath,
    run.acceptEncoding ?? '',
    String(run.threads),
  ]
  const result = spawnSync('wrk', args, { encoding: 'utf8' })
  const line = result.stdout.split('\n').find((l) => l.startsWith('{"requests"'))
  if (result.status !== 0 || !line) throw new Error(`wrk failed: ${result.stderr || result.stdout}`)
  const parsed = JSON.parse(line) as { requests: number; durationUs: number; p50Us: number; p99Us: number; errors: number; status: number }
  return {
    requests: parsed.requests,
    rps: Math.round(parsed.requests / (parsed.durationUs / 1e6)),
    p50Ms: parsed.p50Us / 1000,
    p99Ms: parsed.p99Us / 1000,
    errors: parsed.errors + parsed.status,
  }
}
