import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { openSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { productionServerCommand } from '../reliability/production-server.ts'

export interface ServerRun {
  url: string
  /** How the process ended: a crash test expects `{ code: null, signal: 'SIGKILL' }`. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM, and waits for the graceful stop (jobs under way finish first). */
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

/**
 * The compiled server over a data folder (or database) that outlives it, so a test can crash it
 * and start it again on the same data. Resolves once /readyz answers; its output goes to
 * `server.log` in the data folder.
 */
export async function runServer({ dataDir, env }: { dataDir: string; env: Record<string, string> }): Promise<ServerRun> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const logFile = join(dataDir, 'server.log')
  const output = openSync(logFile, 'a')
  const { command, args } = productionServerCommand()
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', output, output],
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })))
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (gone) throw new Error(`the server exited during start; see ${logFile}`)
    if (Date.now() > deadline) throw new Error(`the server did not become ready within 120 s; see ${logFile}`)
    if (
      await fetch(`${url}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))])
  }
  return {
    url,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
