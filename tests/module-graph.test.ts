import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The house rules of the module graph (docs/decisions/017-rooms.md, 048-module-boundaries.md): no
 * import cycles over app, server, lib and db, type-only imports included; the rooms' boundaries
 * below; and app/ reaches the server through the load context's values, importing from server/
 * only in the few server-only files counted at the end. Every import counts, type-only ones too.
 */
let tree: DependencyTree
beforeAll(async () => {
  tree = await parseDependencyTree(['app/**/*.{ts,tsx}', 'server/**/*.ts', 'lib/**/*.ts', 'db/**/*.ts', 'emails/**/*.{ts,tsx}'], {
    tsconfig: 'tsconfig.json',
    transform: false,
    exclude: /node_modules/,
  })
}, 120_000)

const dependenciesOf = (file: string) => (tree[file] ?? []).map((dependency) => dependency.id).filter((id): id is string => id !== null)

/** Tests may cross a boundary to check the junction (db/client.test.ts classifies a driver error as the server does). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** Every import from a module under `from` into one under `to`, as `file -> dependency`. */
function imports(from: string, to: string, except: (file: string, dependency: string) => boolean = () => false) {
  return Object.keys(tree)
    .filter((file) => file.startsWith(from) && !isTest(file))
    .flatMap((file) =>
      dependenciesOf(file)
        .filter((id) => id.startsWith(to) && !except(file, id))
        .map((id) => `${file} -> ${id}`),
    )
}

/**
 * app/ imports server/ (type-only imports and server/load-context.ts included) in four places
 * today: the entry (which requests read anonymously), the leads' CSV writer on the back office's
 * and the sponsor portal's CSV downloads (the same columns as `npm run leads:export`), and the list
 * entries' CSV reader and writer. Shapes both sides share live in lib/; a service's answer is
 * named from `AppLoadContext` or by the view type that draws it. The limit leaves room for few
 * more, each needing a reason.
 */
const APP_SERVER_IMPORTS_LIMIT = 8

describe('the module graph', () => {
  it('resolves the #lib, #server and #db import aliases (else the checks below would see nothing)', () => {
    expect(dependenciesOf('server/content/wp-mappers.ts')).toContain('lib/content-model.ts')
    expect(dependenciesOf('app/entry.server.tsx')).toContain('server/middleware/session-cookie.ts')
  })

  it('has no import cycles', () => {
    expect(parseCircular(tree)).toEqual([])
  })

  it('lets only server-only app files import server/', () => {
    const serverOnly = /\.server\.tsx?$/
    expect(imports('app/', 'server/', (file) => serverOnly.test(file))).toEqual([])
  })

  it(`lets app/ import server/ at most ${APP_SERVER_IMPORTS_LIMIT} times, counting every import`, () => {
    const reaches = imports('app/', 'server/')
    expect(reaches.length, reaches.join('\n')).toBeLessThanOrEqual(APP_SERVER_IMPORTS_LIMIT)
  })

  it('keeps app/ out of db/: the page model and the load context carry what pages need', () => {
    expect(imports('app/', 'db/')).toEqual([])
  })

  it('keeps db/ from importing the server', () => {
    expect(imports('db/', 'server/')).toEqual([])
  })

  it('keeps emails/ to lib/: a mail is drawn from the shapes it is given, whoever renders it', () => {
    expect([...imports('emails/', 'app/'), ...imports('emails/', 'server/'), ...imports('emails/', 'db/')]).toEqual([])
    expect(dependenciesOf('emails/issue-mail.tsx')).toContain('lib/newsletter-issue.ts')
  })

  it('keeps lib/ to itself: the shapes app/, server/ and db/ share import none of them', () => {
    expect([...imports('lib/', 'app/'), ...imports('lib/', 'server/'), ...imports('lib/', 'db/'), ...imports('lib/', 'emails/')]).toEqual([])
  })

  it('keeps components from importing routes: a component owns the view type it draws', () => {
    expect(imports('app/components/', 'app/routes/')).toEqual([])
  })

  it('keeps the built-in content backend apart from the domain services', () => {
    expect(imports('server/content/service/', 'server/services/')).toEqual([])
  })
})
