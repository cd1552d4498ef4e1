import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs'
import { copySeedPictures } from '../utils/seed-pictures.ts'

/** How the production build is started: the compiled server, with plain node (as `npm start` does). */
export function productionServerCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: [...SERVER_NODE_FLAGS, 'build/node/server.js'] }
}

export interface RunningServer {
  url: string
  /** The process started here (with its wrappers; see serverProcessId for the server itself). */
  pid: number
  logFile: string
  /** The single-use link `admin:create` printed for `firstAdmin`, when one was asked for. */
  firstAdminLink: string | null
  stop(): Promise<void>
}

/**
 * Starts the production server on a fresh data folder and waits until /readyz answers. With
 * `firstAdmin`, the operator's first step runs before it, as on a fresh install (`admin:create`).
 */
export async function startProductionServer({ port, dataDir, env, firstAdmin }: { port: number; dataDir: string; env: Record<string, string>; firstAdmin?: string }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  copySeedPictures(dataDir)
  const logFile = resolve(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const serverEnv = { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', PORT: String(port), DATA_DIR: dataDir, SITE_URL: url, ...env }
  const firstAdminLink = firstAdmin ? createFirstAdmin(firstAdmin, serverEnv) : null
  const { command, args } = productionServerCommand()
  const child = spawn(command, args, {
    env: serverEnv,
    stdio: ['ignore', log, log],
    // Its own process group, so stop() ends anything it started too.
    detached: true,
  })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  await waitUntilReady(url, exited, logFile)
  return { url, pid: child.pid!, logFile, firstAdminLink, stop: () => stopGroup(child, exited) }
}

function createFirstAdmin(email: string, env: NodeJS.ProcessEnv): string {
  const run = spawnSync(process.execPath, ['build/node/admin-create.js', '--email', email], { env, encoding: 'utf8' })
  const link = /https?:\/\/\S+/.exec(run.stdout)?.[0]
  if (run.status !== 0 || !link) throw new Error(`admin:create failed (${run.status}): ${run.stdout}${run.stderr}`)
  return link
}

async function waitUntilReady(url: string, exited: Promise<number | null>, logFile: string) {
  const deadline = Date.now() + 180_000
  let gone = false
  void exited.then(() => (gone = true))
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the production server exited during start; see ${logFile}`)
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    await Promise.race([exited, new Promise((r) => setTimeout(r, 250))])
  }
  throw new Error(`the production server did not become ready within 180 s; see ${logFile}`)
}

async function stopGroup(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return
  process.kill(-child.pid!, 'SIGTERM')
  const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000)
  await exited
  clearTimeout(forced)
}
