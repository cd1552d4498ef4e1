import { describe, expect, it } from 'vitest'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * The seeded demo art as readers get it through the content API: every issue has its own cover,
 * stories of different topics different pictures, every picture an alt text that says what it
 * shows, and the files are real JPEGs of the sizes the API announces.
 */
interface WpMedia {
  id: number
  alt_text: string
  source_url: string
  media_details: { width: number; height: number; sizes: Record<string, { source_url: string; width: number; height: number }> }
}
interface WpPost {
  id: number
  featured_media: number
  categories?: number[]
}

const t = withTestApp()
const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T
const pathOf = (url: string) => new URL(url).pathname

describe('demo art', () => {
  it('every magazine issue has a cover of its own', async () => {
    const issues = await api<WpPost[]>('issues?per_page=100')
    expect(issues.length).toBeGreaterThan(30)
    expect(new Set(issues.map((issue) => issue.featured_media)).size).toBe(issues.length)
    const cover = await api<WpMedia>(`media/${issues[0]!.featured_media}`)
    expect(cover.alt_text).toMatch(/^Cover of the \w+ \d{4} issue of Quota: the (cover story “.+”|special issue on .+), with /)
  })

  it('stories of different topics get different pictures, and no alt text is about a colour', async () => {
    const posts = await api<WpPost[]>('posts?per_page=100')
    const byTopic = new Map<number, Set<number>>()
    for (const post of posts) byTopic.set(post.categories![0]!, (byTopic.get(post.categories![0]!) ?? new Set()).add(post.featured_media))
    const topics = [...byTopic.values()]
    expect(topics.length).toBeGreaterThan(5)
    for (const [i, pictures] of topics.entries()) for (const other of topics.slice(i + 1)) for (const id of pictures) expect(other.has(id)).toBe(false)

    const media = await api<WpMedia[]>('media?per_page=100')
    for (const item of media) {
      expect(item.alt_text, String(item.id)).toMatch(/^(Illustration: |Initials of |Cover of |The cover of |Card of the )/)
      expect(item.alt_text).not.toMatch(/bar chart|background/i)
    }
  })

  it('the files are JPEGs of the sizes announced', async () => {
    const [video] = await api<WpPost[]>('videos?per_page=1')
    const picture = await api<WpMedia>(`media/${video!.featured_media}`)
    expect(picture.alt_text).toMatch(/^Card of the .+ series, with /)
    for (const size of [{ source_url: picture.source_url, ...picture.media_details }, ...Object.values(picture.media_details.sizes)]) {
      const response = await t.request(pathOf(size.source_url))
      expect(response.status, size.source_url).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      const bytes = Buffer.from(await response.arrayBuffer())
      // A baseline or progressive JPEG's frame header holds height then width.
      const frame = bytes.findIndex((byte, i) => byte === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2))
      expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([size.width, size.height])
    }
  })
})
