import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { blankPng } from '#tests/utils/blank-png.ts'
import { ImageTooLarge, imageWork, MAX_IMAGE_PIXELS, storeFile } from './stored-files.ts'

const dir = mkdtempSync(join(tmpdir(), 'stored-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('stored files', () => {
  it('refuses an image over the pixel limit from its header, before decoding it, and writes nothing', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1
    const bomb = blankPng(side, side)
    expect(bomb.length).toBeLessThan(1_000_000)
    expect((await sharp(bomb).metadata()).width).toBe(side)
    const refused = storeFile(dir, 'bomb', 'bomb.png', bomb, { imagesOnly: true })
    await expect(refused).rejects.toBeInstanceOf(ImageTooLarge)
    await expect(refused).rejects.toThrow(/over 40 megapixels/)
    expect(readdirSync(dir)).not.toContain('bomb.png')
  })

  it('takes an image just under the limit', async () => {
    const stored = await storeFile(dir, 'wide', 'wide.png', blankPng(8000, 4000), { imagesOnly: true })
    expect(stored).toMatchObject({ mimeType: 'image/png', width: 8000, height: 4000 })
  })

  it('decodes one image at a time: the others wait their turn', async () => {
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0b3d5c' } })
      .png()
      .toBuffer()
    let mostAtOnce = 0
    let mostWaiting = 0
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, imageWork.activeCount)
      mostWaiting = Math.max(mostWaiting, imageWork.pendingCount)
    }, 1)
    const all = Promise.all([1, 2, 3, 4].map((n) => storeFile(dir, `same-${n}`, 'same.png', png)))
    mostWaiting = Math.max(mostWaiting, imageWork.pendingCount)
    await all
    clearInterval(watch)
    expect(mostAtOnce).toBeLessThanOrEqual(1)
    expect(mostWaiting).toBeGreaterThanOrEqual(2)
  })
})
