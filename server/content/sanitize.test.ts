import { describe, expect, it } from 'vitest'
import { MAX_NESTING, sanitizeContentHtml, sanitizeMenuHtml } from './sanitize.ts'

const SITE = 'https://quota.example'
const depthOf = (html: string) => {
  let depth = 0
  let deepest = 0
  for (const [tag] of html.matchAll(/<\/?div\b[^>]*>/g)) {
    depth += tag.startsWith('</') ? -1 : 1
    deepest = Math.max(deepest, depth)
  }
  return deepest
}

describe('the sanitiser', () => {
  it('keeps nesting a real article uses', () => {
    const html = '<table><tbody><tr><td><ul><li><p><strong><a href="/x">Deep enough</a></strong></p></li></ul></td></tr></tbody></table>'
    expect(sanitizeContentHtml(html, SITE)).toBe(html)
  })

  it('drops tags past the nesting limit and keeps their text', () => {
    const levels = 2_000
    const html = `${'<div>'.repeat(levels)}the words${'</div>'.repeat(levels)}`
    const clean = sanitizeContentHtml(html, SITE)
    expect(depthOf(clean)).toBe(MAX_NESTING)
    expect(clean).toContain('the words')
    const menu = sanitizeMenuHtml(`${'<ul><li>'.repeat(levels)}Home${'</li></ul>'.repeat(levels)}`, SITE)
    expect(menu.match(/<ul>/g)!.length).toBeLessThanOrEqual(MAX_NESTING)
    expect(menu).toContain('Home')
  })
})

/** Bodies as WordPress 6.1 renders its blocks (the REST API's content.rendered). */
const youtubeBlock = (inner: string, caption = '') =>
  `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n${inner}\n</div>${caption}</figure>`
const vimeoBlock = (inner: string) =>
  `<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n${inner}\n</div></figure>`
const facadeLinks = (html: string) => [...html.matchAll(/<figure class="embedded-video"><div class="video-player video-facade"><a class="video-facade__play" href="([^"]+)"/g)].map((match) => match[1])

describe('video embeds', () => {
  it('turns YouTube and Vimeo embed blocks into the facade, whether WordPress resolved them or not', () => {
    const html = [
      youtubeBlock('https://www.youtube.com/watch?v=dQw4w9WgXcQ', '<figcaption class="wp-element-caption">The talk</figcaption>'),
      youtubeBlock('<iframe title="A demo" width="500" height="281" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allowfullscreen></iframe>'),
      vimeoBlock('https://vimeo.com/76979871'),
      vimeoBlock('<iframe title="Unlisted" src="https://player.vimeo.com/video/123456?h=abc123def0&amp;dnt=1&amp;app_id=122963" width="500" height="281"></iframe>'),
    ].join('\n\n')
    const clean = sanitizeContentHtml(html, SITE)
    expect(facadeLinks(clean)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://vimeo.com/76979871',
      'https://vimeo.com/123456/abc123def0',
    ])
    expect(clean).toContain('<span class="visually-hidden">Play video: </span>The talk</span>')
    expect(clean).toContain('</a></div><figcaption class="wp-element-caption">The talk</figcaption></figure>')
    expect(clean).toContain('Play video: </span>A demo<')
    expect(clean).toContain('Play video: </span>Vimeo video<')
    // Not one byte from a video host before play: no frame, no host picture.
    expect(clean).not.toMatch(/<iframe|<img|ytimg|player\.vimeo/)
  })

  it('turns a bare player frame into the facade and drops frames of anything else', () => {
    const clean = sanitizeContentHtml(
      '<p>Before</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Bare"></iframe><iframe src="https://www.youtube.com/embed/videoseries?list=PL1"></iframe><iframe src="https://evil.example/embed"></iframe><iframe src="javascript:alert(1)"></iframe><p>After</p>',
      SITE,
    )
    expect(facadeLinks(clean)).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ'])
    expect(clean).toMatch(/^<p>Before<\/p><figure class="embedded-video">.*<\/figure><p>After<\/p>$/)
    expect(clean).not.toContain('<iframe')
  })

  it('keeps an embed of another host as its address, and a title cannot break out of the facade', () => {
    const tweet = '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">\nhttps://twitter.com/x/status/1\n</div></figure>'
    expect(sanitizeContentHtml(tweet, SITE)).toBe(tweet)
    const hostile = sanitizeContentHtml(youtubeBlock('<iframe title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'), SITE)
    expect(hostile).not.toContain('<script')
    expect(hostile).toContain('&#60;script&#62;')
  })

  it('keeps the Video block, playing only when pressed', () => {
    const block =
      '<figure class="wp-block-video"><video controls autoplay preload="auto" src="https://cms.example/wp-content/uploads/2026/11/clip.mp4" onplay="alert(1)"></video><figcaption class="wp-element-caption">A clip</figcaption></figure>'
    expect(sanitizeContentHtml(block, SITE)).toBe(
      '<figure class="wp-block-video"><video controls preload="metadata" src="https://cms.example/wp-content/uploads/2026/11/clip.mp4"></video><figcaption class="wp-element-caption">A clip</figcaption></figure>',
    )
    expect(sanitizeContentHtml('<video controls src="javascript:alert(1)"></video>', SITE)).not.toContain('javascript')
  })

  it("keeps the block editor's text colours and nothing else of a style", () => {
    const marks =
      '<p>Some <mark style="background-color:rgba(0, 0, 0, 0);color:#cf2e2e" class="has-inline-color">red</mark> and <mark style="background-color:rgba(0, 0, 0, 0)" class="has-inline-color has-vivid-cyan-blue-color">blue</mark> text.</p>'
    expect(sanitizeContentHtml(marks, SITE)).toBe(marks)
    expect(sanitizeContentHtml('<p class="has-text-color" style="color:#123456;position:fixed;background-image:url(https://x.example/a.png)">x</p>', SITE)).toBe(
      '<p class="has-text-color" style="color:#123456">x</p>',
    )
    expect(sanitizeContentHtml('<span style="color:expression(alert(1));background-color:url(javascript:x)">y</span>', SITE)).toBe('<span>y</span>')
  })
})
