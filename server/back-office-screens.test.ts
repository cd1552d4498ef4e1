import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { backOfficeScreen, type ScreenHandle } from '#lib/back-office-screen.ts'
import { createBackOfficeScreens } from './back-office-screens.ts'

const route = (id: string, fields: { parentId?: string; path?: string; index?: boolean; handle?: ScreenHandle }) => ({
  id,
  parentId: fields.parentId,
  path: fields.path,
  index: fields.index,
  module: { default: () => null, ...(fields.handle ? { handle: fields.handle } : {}) },
})

const manifestOf = (...routes: ReturnType<typeof route>[]) => Object.fromEntries([route('root', { path: '' }), ...routes].map((entry) => [entry.id, entry])) as unknown as ServerBuild['routes']

const things = backOfficeScreen({
  byRoute: {
    things: {
      capability: 'content:structure',
      nav: [
        { label: 'Red things', params: { kind: 'red' } },
        { label: 'Blue things', params: { kind: 'blue' } },
      ],
    },
    'thing-new': { capability: 'content:draft', body: ({ kind }) => (kind === 'red' ? 'upload' : 'editor') },
  },
})
const manifest = manifestOf(
  route('site', { parentId: 'root', path: 'about' }),
  route('admin-door', { parentId: 'root', path: 'admin/second-factor', handle: backOfficeScreen({ capability: null }) }),
  route('admin', { parentId: 'root', path: 'admin', handle: backOfficeScreen({ capability: 'admin:enter' }) }),
  route('admin-home', { parentId: 'admin', index: true, handle: backOfficeScreen({ capability: 'admin:enter', nav: { label: 'Overview' } }) }),
  route('things', { parentId: 'admin', path: 'things/:kind', handle: things }),
  route('thing-new', { parentId: 'admin', path: 'things/:kind/new', handle: things }),
  route('media', { parentId: 'admin', path: 'media', handle: backOfficeScreen({ capability: 'media:upload', nav: { label: 'Media' }, body: 'upload' }) }),
  route('palettes', { parentId: 'admin', path: 'palettes', handle: backOfficeScreen({ capability: 'content:structure', nav: { label: 'Palettes', group: 'Red things' } }) }),
  route('staff', { parentId: 'admin', path: 'staff', handle: backOfficeScreen({ capability: 'staff:manage', nav: { label: 'Staff' }, readsQuery: ['page'] }) }),
  route('sponsor', { parentId: 'root', path: 'sponsor', handle: backOfficeScreen({ capability: 'sponsor:portal' }) }),
  route('sponsor-leads', { parentId: 'sponsor', path: 'leads', handle: backOfficeScreen({ capability: 'sponsor:portal', nav: { label: 'Leads' } }) }),
  route('catch-all', { parentId: 'root', path: '*' }),
)

describe('the back office built from its routes’ declarations', () => {
  it('refuses to start when a route under /admin or /sponsor declares no screen, naming it', () => {
    const forgotten = manifestOf(route('admin', { parentId: 'root', path: 'admin', handle: backOfficeScreen({ capability: 'admin:enter' }) }), route('reports', { parentId: 'admin', path: 'reports' }))
    expect(() => createBackOfficeScreens(forgotten)).toThrow(/reports \(\/admin\/reports\) declares no back-office screen/)
    expect(() => createBackOfficeScreens(manifestOf(route('sponsor-csv', { parentId: 'root', path: 'sponsor/leads.csv', handle: { readsQuery: [] } as unknown as ScreenHandle })))).toThrow(
      /sponsor-csv/,
    )
    // A capability that is not one is no declaration either.
    expect(() => createBackOfficeScreens(manifestOf(route('odd', { parentId: 'root', path: 'admin/odd', handle: { capability: 'admin:everything' } as unknown as ScreenHandle })))).toThrow(/odd/)
  })

  it('finds the screen a loader serves by its route pattern, the index before its layout', () => {
    const screens = createBackOfficeScreens(manifest)
    expect(screens.at('admin').capability).toBe('admin:enter')
    expect(screens.at('admin').nav).toEqual({ label: 'Overview' })
    expect(screens.at('admin/things/:kind').capability).toBe('content:structure')
    expect(screens.at('/admin/things/:kind/new').capability).toBe('content:draft')
    expect(screens.at('admin/second-factor').capability).toBeNull()
    expect(() => screens.at('admin/nowhere')).toThrow(/No back-office screen is declared at \/admin\/nowhere/)
    expect(() => screens.at('about')).toThrow()
  })

  it('lists each area’s navigation in the routes’ order, a family’s members filled in, a grouped entry after its group', () => {
    const screens = createBackOfficeScreens(manifest)
    expect(screens.navigation('admin')).toEqual([
      { path: '/admin', label: 'Overview', capability: 'admin:enter' },
      { path: '/admin/things/red', label: 'Red things', capability: 'content:structure' },
      { path: '/admin/palettes', label: 'Palettes', capability: 'content:structure' },
      { path: '/admin/things/blue', label: 'Blue things', capability: 'content:structure' },
      { path: '/admin/media', label: 'Media', capability: 'media:upload' },
      { path: '/admin/staff', label: 'Staff', capability: 'staff:manage' },
    ])
    expect(screens.navigation('sponsor')).toEqual([{ path: '/sponsor/leads', label: 'Leads', capability: 'sponsor:portal' }])
  })

  it('refuses an entry grouped with an entry nobody declares', () => {
    const stray = manifestOf(route('tags', { parentId: 'root', path: 'admin/tags', handle: backOfficeScreen({ capability: 'content:structure', nav: { label: 'Tags', group: 'Topics' } }) }))
    expect(() => createBackOfficeScreens(stray)).toThrow(/group Topics/)
  })

  it('answers the body a page address takes, by matching it as the router does', () => {
    const screens = createBackOfficeScreens(manifest)
    expect(screens.bodyAt('/admin/media')).toBe('upload')
    expect(screens.bodyAt('/admin/media/')).toBe('upload')
    expect(screens.bodyAt('/admin/things/red/new')).toBe('upload')
    expect(screens.bodyAt('/admin/things/blue/new')).toBe('editor')
    expect(screens.bodyAt('/admin/things/red')).toBeUndefined()
    expect(screens.bodyAt('/admin/staff')).toBeUndefined()
    expect(screens.bodyAt('/admin/media/elsewhere')).toBeUndefined()
    expect(screens.bodyAt('/about')).toBeUndefined()
  })
})
