/**
 * Runs `npm run build` only when a source is newer than the last build's final output, so
 * `npm start` on a built tree restarts in about a second.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const OUTPUT = 'build/node/server.js'
const SOURCES = ['app', 'server', 'db', 'lib', 'emails', 'public', 'package.json', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts', 'tsconfig.json', 'scripts']

function newestMtime(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)))
  return newest
}

const builtAt = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0
const changedAt = Math.max(...SOURCES.filter((path) => existsSync(path)).map(newestMtime))
if (changedAt > builtAt) {
  console.error(builtAt ? 'sources changed since the last build: building' : 'no build yet: building')
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], { stdio: [0, 2, 2] })
  if (status !== 0) process.exit(status ?? 1)
}
