import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reviewPages, takeScreenshots } from '../../scripts/lib/screenshots.ts'
import { expect, test } from './fixtures.ts'

/** What `npm run screenshots` does, against the suite's server: the review's pages, full length, as PNGs of the asked widths. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('the review covers every page kind, and writes full-length PNGs, signed in where the page needs it', async ({ browser, baseURL }) => {
  const pages = await reviewPages(baseURL!)
  expect(pages.map((page) => page.name)).toEqual([
    'home', 'article', 'magazine', 'issue', 'subscribe', 'webinar', 'videos', 'video', 'events', 'lists', 'list-500',
    'resources', 'white-paper', 'login', 'register', 'profile', 'newsletters', 'search', '404',
  ])
  const dir = mkdtempSync(join(tmpdir(), 'quota-shots-'))
  try {
    const shots = pages.filter((page) => ['home', 'profile'].includes(page.name))
    const files = await takeScreenshots(browser, baseURL!, dir, shots, [390])
    expect(files).toEqual([join(dir, 'home-390.png'), join(dir, 'profile-390.png')])
    const home = pngSize(files[0]!)
    expect(home.width).toBe(390)
    expect(home.height).toBeGreaterThan(2000)
    expect(pngSize(files[1]!).width).toBe(390)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
