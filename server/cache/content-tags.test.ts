import { describe, expect, it } from 'vitest'
import { collectContentTags, recordContentTags, tagHeaders, tagsOfChange, tagsOfContentPath, tagsOfRead } from './content-tags.ts'

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

describe('tags of what a read answered', () => {
  it('name each item; a teaser read (fields without the body) names it as listed', () => {
    expect(tagsOfRead('wp/v2/posts?slug=x&_embed=1', [{ id: 12 }])).toEqual(['posts:12'])
    expect(tagsOfRead('wp/v2/webinars/5', { id: 5 })).toEqual(['webinars:5'])
    expect(tagsOfRead('wp/v2/posts?_fields=id,title,excerpt uncounted', [{ id: 1 }, { id: 2 }])).toEqual(['posts:1:listed', 'posts:2:listed'])
    expect(tagsOfRead('wp/v2/posts?_fields=id,content.rendered', [{ id: 1 }])).toEqual(['posts:1'])
  })

  it('name items without an id (sitemaps, feeds) as one tag every change drops, and nothing for other answers', () => {
    expect(tagsOfRead('wp/v2/posts?_fields=link,modified_gmt', [{ link: 'a' }, { link: 'b' }])).toEqual(['posts:unnamed', 'posts:unnamed'])
    expect(tagsOfRead('wp/v2/posts/12', null)).toEqual([])
    expect(tagsOfRead('sp/v1/daily_video', { id: 3 })).toEqual([])
  })
})

describe('tags of a change', () => {
  it('name the item and the lists of its kind', () => {
    expect(tagsOfChange({ type: 'post', id: 12, action: 'update' })).toEqual(['posts', 'posts:12', 'posts:12:listed', 'posts:unnamed'])
    expect(tagsOfChange({ type: 'webinars', id: 5, action: 'publish' })).toEqual(['webinars', 'webinars:5', 'webinars:5:listed', 'webinars:unnamed'])
    expect(tagsOfChange({ type: 'page', id: 7, action: 'delete' })).toEqual(['pages', 'pages:7', 'pages:7:listed', 'pages:unnamed'])
  })

  it('as far as an update reaches: a body-only edit leaves the lists, a new title leaves the lists without the item', () => {
    expect(tagsOfChange({ type: 'post', id: 12, action: 'update', reach: 'body' })).toEqual(['posts:12', 'posts:unnamed'])
    expect(tagsOfChange({ type: 'post', id: 12, action: 'update', reach: 'listed' })).toEqual(['posts:12', 'posts:12:listed', 'posts:unnamed'])
    expect(tagsOfChange({ type: 'post', id: 12, action: 'publish', reach: 'body' })).toContain('posts')
  })

  it('reach every list of posts when what changed shows inside posts', () => {
    expect(tagsOfChange({ type: 'user', id: 3, action: 'update' })).toEqual(['users', 'users:3', 'posts'])
    expect(tagsOfChange({ type: 'term', id: 9, action: 'update' })).toEqual(expect.arrayContaining(['categories:9', 'tags:9', 'posts']))
    expect(tagsOfChange({ type: 'menu', id: 1, action: 'update' })).toContain('menus')
  })

  it('every tag a change names is one a read of the same item records', () => {
    const read = new Set([
      ...tagsOfContentPath('wp/v2/posts/12'),
      ...tagsOfContentPath('wp/v2/posts?per_page=3'),
      ...tagsOfRead('wp/v2/posts?_fields=id,title', [{ id: 12 }]),
      ...tagsOfRead('wp/v2/posts?_fields=link', [{ link: 'a' }]),
    ])
    for (const reach of ['body', 'listed', 'placement'] as const) expect(tagsOfChange({ type: 'post', id: 12, action: 'update', reach }).every((tag) => read.has(tag))).toBe(true)
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
