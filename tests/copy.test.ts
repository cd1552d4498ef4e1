import { describe, expect, it } from 'vitest'
import { elementHtml, textOf } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The words a reader sees: one magazine frequency everywhere, real plurals, and a media kit page that promises what the mail delivers. */
const t = withTestApp()

const text = async (path: string) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return textOf(await res.text())
}

describe('copy', () => {
  it('gives the magazine one frequency, monthly, on every page that says how often it comes out', async () => {
    for (const path of ['/about', '/advertising', '/thank-you/magazine/', '/magazine/subscribe', '/magazine/sample']) {
      const words = await text(path)
      expect(words, path).not.toMatch(/quarterly/i)
    }
    expect(await text('/about')).toContain('published monthly')
    expect(await text('/thank-you/magazine/')).toContain('twelve issues a year')
  })

  it('spells plurals, never "companys" or "consultancys"', async () => {
    const lists = (await (await t.request('/wp-json/wp/v2/lists?per_page=100')).json()) as { link: string }[]
    const pages = [...new Set(lists.map((list) => new URL(list.link).pathname))].slice(0, 40)
    for (const path of ['/lists', ...pages]) {
      expect(await text(path), path).not.toMatch(/\b\w+[^aeiou ]ys\b/)
    }
  })

  it('the media kit page promises the kit on the page and a link by email, as the mail delivers; no mailbox at a bare IP', async () => {
    const words = await text('/advertising/media-kit')
    expect(words).toContain('The kit opens on this page as soon as you send it, and we email you a link')
    expect(words).not.toMatch(/as a PDF|download link/)
    expect(words).not.toMatch(/sales@(127\.|localhost)/)
  })

  it('a list page says its opening once: no lede that repeats the introduction', async () => {
    const [list] = (await (await t.request('/wp-json/wp/v2/lists?per_page=1&family=quota-500&orderby=year&order=desc')).json()) as { link: string; excerpt: { rendered: string } }[]
    const res = await t.request(new URL(list!.link).pathname)
    const words = textOf(elementHtml(await res.text(), '<main id="main"'))
    const opening = textOf(list!.excerpt.rendered)
      .replace(/\s*(\[…\]|…)$/, '')
      .slice(0, 60)
    expect(opening.length).toBeGreaterThan(20)
    expect(words.split(opening).length - 1).toBe(1)
  })
})
