import { describe, expect, it } from 'vitest'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * Issue 30: a reader never sees the same picture twice on one page. Every size of an upload
 * (`name-1a2b3c4d-300x169.jpg`) counts as that upload.
 */
const t = withTestApp()

function picturesOn(html: string): string[] {
  const sources = [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1]!)
  // A sponsor's logo stands beside each thing it sponsors: a mark, not a picture.
  return sources.filter((src) => src.includes('/wp-content/uploads/') && !src.includes('/logos/')).map((src) => src.replace(/-\d+x\d+(?=\.\w+$)/, ''))
}

const repeated = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i)

describe('pictures on a page', () => {
  it.each(['/', '/blog', '/events', '/videos'])('%s shows each picture once', async (path) => {
    const response = await t.request(path)
    expect(response.status, path).toBe(200)
    const pictures = picturesOn(await response.text())
    expect(pictures.length, `${path} shows pictures`).toBeGreaterThan(2)
    expect(repeated(pictures), path).toEqual([])
  })

  it('the magazine shows each issue on one shelf: only the current issue, featured above, is again among the two recent', async () => {
    const pictures = picturesOn(await (await t.request('/magazine')).text())
    expect(pictures.length).toBeGreaterThan(10)
    expect(repeated(pictures)).toHaveLength(1)
    expect(pictures.indexOf(repeated(pictures)[0]!)).toBe(0)
  })

  it('a topic page shows each of its articles’ pictures once', async () => {
    const topics = await t.request('/topics')
    const first = (await topics.text()).match(/href="(\/topics\/\d+\/[^"]+)"/)?.[1]
    expect(first).toBeDefined()
    const pictures = picturesOn(await (await t.request(first!)).text())
    expect(pictures.length).toBeGreaterThan(4)
    expect(repeated(pictures)).toEqual([])
  })
})
