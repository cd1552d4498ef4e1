import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'

const ENTRY = 'app/islands/boot.ts'
const VIRTUAL = 'virtual:islands-entry'
/** The client build writes where its island module went; the server build, which runs after it, reads it. */
const RECORD = resolve('build/islands-entry.json')

/**
 * Adds the reading pages' island module (decision 071) as an entry of the client build, beside
 * React Router's, and gives the server its hashed address as `virtual:islands-entry`.
 */
export function islandsEntry(): Plugin {
  let serving = false
  let ssr = false
  return {
    name: 'quota-islands-entry',
    configResolved(config) {
      serving = config.command === 'serve'
      ssr = Boolean(config.build.ssr)
    },
    buildStart() {
      if (!serving && !ssr) this.emitFile({ type: 'chunk', id: resolve(ENTRY), name: 'islands' })
    },
    writeBundle(_options, bundle) {
      if (ssr) return
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === resolve(ENTRY))
      if (!chunk) throw new Error(`the client build has no chunk for ${ENTRY}`)
      mkdirSync(dirname(RECORD), { recursive: true })
      writeFileSync(RECORD, JSON.stringify({ url: `/${chunk.fileName}` }))
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined
      // The browser never renders the islands' script (a page running there was hydrated), so the client build needs no address.
      const url = serving ? `/${ENTRY}` : ssr ? (JSON.parse(readFileSync(RECORD, 'utf8')) as { url: string }).url : ''
      return `export default ${JSON.stringify(url)}`
    },
  }
}
