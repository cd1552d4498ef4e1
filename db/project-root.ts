import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The checkout's root directory, found from this module's own place: the same answer whether the
 * code runs from source (server/, db/) or from the compiled bundle in build/, and whatever the
 * working directory.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('package.json not found above the server code')
    dir = parent
  }
  return dir
}

export const PROJECT_ROOT = findRoot()

export const fromRoot = (...segments: string[]) => join(PROJECT_ROOT, ...segments)
