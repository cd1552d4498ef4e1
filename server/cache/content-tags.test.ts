import { describe, expect, it } from 'vitest'
import { collectContentTags, recordContentTags, tagHeaders, tagsOfChange, tagsOfContentPath } from './content-tags.ts'

describe('tags of content reads', () => {
  it.each([
    ['wp/v2/posts/12?_embed=1', ['posts:12']],
    ['wp/v2/posts?_embed=1&per_page=4&categories=3', ['posts']],
    ['wp/v2/posts?slug=x uncounted', ['posts']],
    ['/wp-json/wp/v2/pages/12660', ['pages:12660']],
    ['wp/v2/categories?per_page=100', ['categories']],
    ['wp/v2/webinars?upcoming=1', ['webinars']],
    ['acf/v3/options/options/current_issue', ['options']],
    ['quota/v1/fixed-pages', ['options']],
    ['', []],
    ['sp/v1/daily_video', ['sp.v1.daily_video']],
  ])('%s → %j', (path, tags) => {
    expect(tagsOfContentPath(path)).toEqual(tags)
  })
})

describe('tags of a change', () => {
  it('name the item and the lists of its kind', () => {
    expect(tagsOfChange({ type: 'post', id: 12, action: 'update' })).toEqual(['posts', 'posts:12'])
    expect(tagsOfChange({ type: 'webinars', id: 5, action: 'publish' })).toEqual(['webinars', 'webinars:5'])
    expect(tagsOfChange({ type: 'page', id: 7, action: 'delete' })).toEqual(['pages', 'pages:7'])
  })

  it('reach every list of posts when what changed shows inside posts', () => {
    expect(tagsOfChange({ type: 'user', id: 3, action: 'update' })).toEqual(['users', 'users:3', 'posts'])
    expect(tagsOfChange({ type: 'term', id: 9, action: 'update' })).toEqual(expect.arrayContaining(['categories:9', 'tags:9', 'posts']))
    expect(tagsOfChange({ type: 'menu', id: 1, action: 'update' })).toContain('menus')
  })

  it('every tag a change names is one a read of the same item records', () => {
    const read = new Set([...tagsOfContentPath('wp/v2/posts/12'), ...tagsOfContentPath('wp/v2/posts?per_page=3')])
    expect(tagsOfChange({ type: 'post', id: 12, action: 'update' }).every((tag) => read.has(tag))).toBe(true)
  })
})

describe('recording', () => {
  it('collects the tags of reads made during a render, and nothing outside one', async () => {
    recordContentTags(['outside'])
    const { result, tags } = await collectContentTags(async () => {
      recordContentTags(['posts'])
      await Promise.resolve()
      recordContentTags(['posts:1', 'menus'])
      return 'page'
    })
    expect(result).toBe('page')
    expect([...tags]).toEqual(['posts', 'posts:1', 'menus'])
  })

  it('turns tags into the two CDN headers', () => {
    expect(tagHeaders(['posts:1', 'menus', 'posts'])).toEqual({ surrogateKey: 'menus posts posts:1', cacheTag: 'menus,posts,posts:1' })
    expect(tagHeaders([])).toBeNull()
  })
})
