import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

/**
 * The production build (`build/node/server.js`) on a free port with its own data folder, for a
 * script or a suite that needs the whole site. Resolves once `/readyz` answers (the first start
 * seeds the embedded database, a few seconds); `stop` ends it with SIGTERM and waits.
 */
export interface BuiltSite {
  baseURL: string
  stop: () => Promise<void>
}

export async function startBuiltSite({ dataDir, env = {} }: { dataDir: string; env?: Record<string, string> }): Promise<BuiltSite> {
  const port = Number(spawnSync(process.execPath, [resolve('scripts/free-ports.mjs'), '1'], { encoding: 'utf8' }).stdout.trim())
  const baseURL = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, resolve('build/node/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', PORT: String(port), DATA_DIR: resolve(dataDir), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((done) => server.once('exit', () => done()))
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
  }
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site stopped before it was ready (exit code ${server.exitCode})`)
    if (
      await fetch(`${baseURL}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { baseURL, stop }
    // Polled, as a person would reload.
    await new Promise((done) => setTimeout(done, 200))
  }
}
