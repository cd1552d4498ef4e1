import { spawn, type ChildProcess } from 'node:child_process'
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs'
import { rssMb } from './process-stats.ts'

export interface ProductionServer {
  child: ChildProcess
  pid: number
  base: string
  rssAfterStart: number
}

/** This process's environment with `settings` over it; a setting of undefined is left out. */
export function withSettings(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...settings }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  return merged
}

/**
 * The production build's server (`build/node/server.js` with `npm start`'s Node flags) on
 * 127.0.0.1:`port`, once it answers /readyz. `env` is added to this process's environment; a
 * `DATABASE_URL` of undefined there means the embedded database even when this process has one.
 */
export async function startProductionServer(port: number, env: Record<string, string | undefined>): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'build/node/server.js'], {
    env: withSettings({ NODE_ENV: 'production', PAYMENTS: 'test', PORT: String(port), LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) return { child, pid: child.pid!, base, rssAfterStart: rssMb(child.pid!) }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become ready')
}

export async function stopProductionServer(server: ProductionServer): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}
