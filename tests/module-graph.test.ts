import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The house rules of the module graph (docs/decisions/017-rooms.md): no import cycles over app,
 * server, lib and db, type-only imports included; and app/ reaches into server/ only from
 * server-only files (*.server.ts, entry.server.tsx) or for the load-context type.
 */
let tree: DependencyTree
beforeAll(async () => {
  tree = await parseDependencyTree(['app/**/*.{ts,tsx}', 'server/**/*.ts', 'lib/**/*.ts', 'db/**/*.ts'], {
    tsconfig: 'tsconfig.json',
    transform: false,
    exclude: /node_modules/,
  })
}, 120_000)

const dependenciesOf = (file: string) => (tree[file] ?? []).map((dependency) => dependency.id).filter((id): id is string => id !== null)

describe('the module graph', () => {
  it('resolves the #lib, #server and #db import aliases (else the checks below would see nothing)', () => {
    expect(dependenciesOf('server/content/wp-mappers.ts')).toContain('lib/content-model.ts')
    expect(dependenciesOf('app/routes/form-replies.server.ts')).toContain('server/services/errors.ts')
  })

  it('has no import cycles', () => {
    expect(parseCircular(tree)).toEqual([])
  })

  it('lets only server-only app files import server/', () => {
    const serverOnly = /\.server\.tsx?$/
    const reaches = Object.keys(tree)
      .filter((file) => file.startsWith('app/') && !serverOnly.test(file))
      .flatMap((file) => dependenciesOf(file).filter((id) => id.startsWith('server/') && id !== 'server/load-context.ts').map((id) => `${file} -> ${id}`))
    expect(reaches).toEqual([])
  })
})
