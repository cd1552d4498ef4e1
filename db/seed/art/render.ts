import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { MediaSize } from '../../schema/index.ts'
import type { Scene } from './scenes.ts'

/**
 * Turns a scene into JPEGs the way WordPress does on upload: the full picture and each named size
 * cropped to fill (sharp). File names carry a hash of the drawing, so a changed picture gets a new
 * file and an unchanged one is kept from an earlier seed without drawing it again.
 */
export interface SizeSpec {
  name: string
  width: number
  height: number
}

export interface RenderedImage {
  file: string
  filesize: number
  width: number
  height: number
  sizes: Record<string, MediaSize>
  mimeType: 'image/jpeg'
}

const QUALITY = 80

async function writeOnce(uploadsDir: string, file: string, render: () => Promise<Buffer>): Promise<number> {
  const path = join(uploadsDir, file)
  if (existsSync(path) && statSync(path).size > 0) return statSync(path).size
  mkdirSync(dirname(path), { recursive: true })
  const bytes = await render()
  writeFileSync(path, bytes)
  return bytes.length
}

export async function renderScene(uploadsDir: string, base: string, scene: Scene, sizes: readonly SizeSpec[]): Promise<RenderedImage> {
  const stamp = createHash('sha256').update(scene.svg).digest('hex').slice(0, 8)
  const file = `${base}-${stamp}.jpg`
  let full: Buffer | undefined
  const drawFull = async () => (full ??= await sharp(Buffer.from(scene.svg)).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer())
  const filesize = await writeOnce(uploadsDir, file, drawFull)
  const sized: Record<string, MediaSize> = {}
  for (const size of sizes) {
    const name = `${base}-${stamp}-${size.width}x${size.height}.jpg`
    const bytes = await writeOnce(uploadsDir, name, async () =>
      sharp(await drawFull())
        .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer(),
    )
    sized[size.name] = { file: name, width: size.width, height: size.height, filesize: bytes, mimeType: 'image/jpeg' }
  }
  return { file, filesize, width: scene.width, height: scene.height, sizes: sized, mimeType: 'image/jpeg' }
}
