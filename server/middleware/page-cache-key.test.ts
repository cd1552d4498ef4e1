import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createPageCacheKey } from './page-cache-key.ts'

const route = (id: string, fields: { parentId?: string; path?: string; index?: boolean; reads?: string[] }) => ({
  id,
  parentId: fields.parentId,
  path: fields.path,
  index: fields.index,
  module: { default: () => null, ...(fields.reads ? { handle: { readsQuery: fields.reads } } : {}) },
})

const manifest = {
  root: route('root', { path: '' }),
  home: route('home', { parentId: 'root', index: true }),
  blog: route('blog', { parentId: 'root', path: 'blog', reads: ['page'] }),
  search: route('search', { parentId: 'root', path: 'search/*', reads: ['q', 'tag', 'author', 'page'] }),
  article: route('article', { parentId: 'root', path: ':id/:slug' }),
} as unknown as ServerBuild['routes']

const build = { routes: manifest, routeDiscovery: { mode: 'lazy' as const, manifestPath: '/__manifest' } }
const keyOf = (path: string) => createPageCacheKey(build)(new URL(path, 'http://localhost'))

describe('the page cache key', () => {
  it('drops query parameters the page does not read', () => {
    expect(keyOf('/?cb=1')).toBe('/')
    expect(keyOf('/blog?utm_source=x&cb=2')).toBe('/blog')
    expect(keyOf('/12/some-slug?page=2')).toBe('/12/some-slug')
  })

  it('keeps the ones it reads, sorted, so their order does not matter', () => {
    expect(keyOf('/blog?page=2&cb=1')).toBe('/blog?page=2')
    expect(keyOf('/search?q=sales&cb=1&page=2')).toBe('/search?page=2&q=sales')
    expect(keyOf('/search?page=2&q=sales')).toBe('/search?page=2&q=sales')
    expect(keyOf('/search/cold%20calls?tag=x')).toBe('/search/cold%20calls?tag=x')
  })

  it("keys React Router's route manifest requests by the paths they ask about", () => {
    expect(keyOf('/__manifest?version=abc&paths=%2Fsearch&cb=1')).toBe('/__manifest?paths=%2Fsearch&version=abc')
    expect(keyOf('/__manifest?paths=%2F%2C%2Fblog&version=abc')).not.toBe(keyOf('/__manifest?paths=%2Fsearch&version=abc'))
  })

  it('keys single-fetch data requests by the page they load, with the loaders they pick', () => {
    expect(keyOf('/blog.data?page=3&cb=1')).toBe('/blog.data?page=3')
    expect(keyOf('/_root.data?cb=1&_routes=root')).toBe('/_root.data?_routes=root')
  })
})
