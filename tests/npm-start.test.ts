import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { freePort } from './utils/restartable-server.ts'
import { copySeedPictures } from './utils/seed-pictures.ts'

/**
 * `npm start` as a newcomer runs it: it builds only when sources changed (the suite builds first),
 * then the process npm starts is the compiled server itself, so a SIGTERM to it stops the site and
 * leaves nothing behind.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'quota-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }))
const START_HANG_MS = 600_000
/**
 * A newcomer's shell, without Vitest's NODE_ENV=test: with it, a build that `npm start` made because
 * sources had changed was a development build of the client, and the end-to-end journeys then
 * failed on React's hydration warnings.
 */
const { NODE_ENV: _vitest, ...shellEnv } = process.env

const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid)
      } catch {
        return false
      }
    })
    .map(Number)
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('npm start', () => {
  it(
    "runs the compiled server as npm's own child, within 300 MB after a first start, and a SIGTERM stops it",
    async () => {
      const port = await freePort()
      // A first start on an empty database, with the suite's pictures already drawn.
      copySeedPictures(dataDir)
      const npm = spawn('npm', ['start', '--silent'], {
        // The embedded store in its own folder: never the database a PostgreSQL test pass points at.
        env: { ...shellEnv, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENTS: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that a failed run can stop npm and the server together.
        detached: true,
      })
      let output = ''
      npm.stdout.on('data', (chunk) => (output += chunk))
      npm.stderr.on('data', (chunk) => (output += chunk))
      const exited = once(npm, 'exit')
      try {
        // A first start migrates and seeds the embedded store: seconds when idle, minutes on a busy
        // machine. It is waited for as long as it runs; the ceiling only catches a start that hangs.
        await vi.waitFor(
          async () => {
            expect(npm.exitCode, output).toBeNull()
            expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200)
          },
          { timeout: START_HANG_MS, interval: 250 },
        )
        const [server] = childrenOf(npm.pid!)
        expect(server).toBeDefined()
        expect(commandOf(server!)[0]).toMatch(/(^|\/)node$/)
        expect(commandOf(server!)).toContain('build/node/server.js')
        expect(childrenOf(server!)).toEqual([])
        // A first start: the seed ran in a child process that is gone, and took its memory with it
        // (issue 18's budget, docs/decisions/031). Resident memory does not depend on machine speed.
        // 280, not 250, since search came (pg_trgm and the engine): 239 MB before it, 255–271 MB
        // after, measured the same way; 300 since the embedded database has a thread of its own
        // (its V8 isolate: 282 against 260 MB in one run, decision 069). Issue 33 (memory, item 5)
        // brings it back under 250.
        expect(residentMb(server!)).toBeLessThanOrEqual(300)

        process.kill(server!, 'SIGTERM')
        await exited
        expect(isAlive(server!)).toBe(false)
        await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
      } finally {
        if (npm.exitCode === null) {
          process.kill(-npm.pid!, 'SIGKILL')
          await exited
        }
      }
    },
    START_HANG_MS + 60_000,
  )
})
