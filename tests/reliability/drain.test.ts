import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copySeedPictures } from '../utils/seed-pictures.ts'
import { productionServerCommand } from './production-server.ts'
import { Tally } from './tally.ts'

/**
 * SIGTERM while the server is busy: every request already sent, on a fresh connection or on a
 * kept-alive one, is answered (2xx, 3xx or 503) and none is reset; then the process exits 0.
 * Its own server (SIGTERM ends it), on a port the system picks so parallel runs never collide.
 */
const SEARCHES = 24
const tally = new Tally('drain on SIGTERM')
afterAll(() => tally.save())

interface Started {
  child: ChildProcess
  url: string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => string
}

async function startServer(): Promise<Started> {
  const dataDir = resolve('.data/reliability/drain')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  copySeedPictures(dataDir)
  const { command, args } = productionServerCommand()
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', PAGE_CACHE_MB: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }))
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 180 s:\n${output}`)), 180_000)
    void exited.then(() => fail(new Error(`the server exited during start:\n${output}`)))
    const look = () => {
      const match = /"event":"server.listening","port":(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout!.off('data', look)
      done(Number(match[1]))
    }
    child.stdout!.on('data', look)
  })
  return { child, url: `http://127.0.0.1:${port}`, exited, output: () => output }
}

interface Outcome {
  status: number
  error?: string
}

/** One GET over node:http: `sent` resolves once the whole request has left for the server. */
function get(url: string, agent: http.Agent | false): { sent: Promise<void>; answer: Promise<Outcome> } {
  let markSent!: () => void
  const sent = new Promise<void>((done) => (markSent = done))
  const answer = new Promise<Outcome>((done) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => done({ status: response.statusCode ?? 0 }))
      response.on('error', (error) => done({ status: 0, error: String(error) }))
    })
    request.on('finish', markSent)
    request.on('error', (error) => {
      markSent()
      done({ status: 0, error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` })
    })
  })
  return { sent, answer }
}

describe('SIGTERM under load', () => {
  let server: Started | undefined
  afterAll(() => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
  })

  it('answers every request already sent, on fresh and kept-alive connections, then exits 0', async () => {
    server = await startServer()
    const { url } = server
    // Kept-alive connections, opened (and left idle) before the batch reuses them.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: SEARCHES / 2 })
    const warm = await Promise.all(Array.from({ length: SEARCHES / 2 }, () => get(`${url}/healthz`, keepAlive).answer))
    expect(warm.map((outcome) => outcome.status)).toEqual(warm.map(() => 200))

    // Each search is new words, so none is answered from a cache: each renders, keeping the server busy.
    const requests = Array.from({ length: SEARCHES }, (_, i) => {
      const path = `/search?q=${encodeURIComponent(`sales pipeline forecast ${Date.now()}-${i}`)}`
      return { path, ...get(`${url}${path}`, i % 2 ? keepAlive : false) }
    })
    await Promise.all(requests.map((request) => request.sent))
    const signalled = performance.now()
    server.child.kill('SIGTERM')

    const outcomes = await Promise.all(requests.map((request) => request.answer))
    const { code, signal } = await server.exited
    const drainMs = Math.round(performance.now() - signalled)
    keepAlive.destroy()
    outcomes.forEach((outcome, i) => {
      const what = `GET ${requests[i]!.path} (${i % 2 ? 'kept-alive' : 'fresh'} connection) sent before SIGTERM`
      tally.probe(outcome.status, outcome.error ? `${what}: ${outcome.error}` : what, { expect503: true })
    })
    const answered = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 400).length
    tally.figure(
      `${answered} of ${SEARCHES} searches answered in full, ${outcomes.filter((o) => o.status === 503).length} 503, ${outcomes.filter((o) => o.status === 0).length} with no answer; exit ${drainMs} ms after SIGTERM`,
    )
    console.log(`drain: ${tally.result.figures.at(-1)}`)

    expect(tally.findings).toEqual([])
    expect(outcomes.every((outcome) => (outcome.status >= 200 && outcome.status < 400) || outcome.status === 503)).toBe(true)
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain('"event":"server.stopped"')
  })
})
