import { describe, expect, test } from 'vitest'
import { getUnloadedModules, isCertainMatch, pathsWithAncestors } from './route-chunks.ts'

/** A manifest shaped like React Router's, for a root, a layout-less index and nested pages. */
const routes = {
  root: { id: 'root', path: '', module: '/assets/root-1.js' },
  'routes/_site/home': { id: 'routes/_site/home', parentId: 'root', index: true, module: '/assets/home-2.js' },
  'blog-post': { id: 'blog-post', parentId: 'root', path: 'blog/:slug', module: '/assets/article-3.js' },
  blog: { id: 'blog', parentId: 'root', path: 'blog', module: '/assets/blog-4.js' },
}

describe('the route modules a navigation needs that the page has not loaded', () => {
  test('the target page only, when the root is already loaded', () => {
    expect(getUnloadedModules('/blog/a-post', routes, { root: {}, 'routes/_site/home': {} })).toEqual(['/assets/article-3.js'])
    expect(getUnloadedModules('/blog', routes, { root: {} })).toEqual(['/assets/blog-4.js'])
    expect(getUnloadedModules('/', routes, { root: {} })).toEqual(['/assets/home-2.js'])
  })

  test('nothing for a page already loaded or a path the manifest does not know yet', () => {
    expect(getUnloadedModules('/blog', routes, { root: {}, blog: {} })).toEqual([])
    expect(getUnloadedModules('/not/known/here', routes, { root: {} })).toEqual([])
  })
})

describe('whether the page already knows the route of a path', () => {
  test('a static route is certain; nothing, a dynamic or a catch-all route may stand in for one not discovered yet', () => {
    expect(isCertainMatch('/blog', routes)).toBe(true)
    expect(isCertainMatch('/', routes)).toBe(true)
    expect(isCertainMatch('/search', routes)).toBe(false)
    expect(isCertainMatch('/blog/a-post', routes)).toBe(false)
    expect(isCertainMatch('/anything', { ...routes, slug: { id: 'slug', parentId: 'root', path: '*', module: '/assets/slug-5.js' } })).toBe(false)
  })

  test('discovery asks for the path and its ancestors, as React Router does', () => {
    expect(pathsWithAncestors('/search')).toEqual(['/search'])
    expect(pathsWithAncestors('/2026/11/25/1/a-title')).toEqual(['/2026', '/2026/11', '/2026/11/25', '/2026/11/25/1', '/2026/11/25/1/a-title'])
  })
})
