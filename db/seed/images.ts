import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import jpeg from 'jpeg-js'
import type { MediaSize } from '../schema/index.ts'

/**
 * Illustrations drawn here, not downloaded: a palette gradient with a rising bar chart, written
 * as JPEGs in WordPress's sizes, so articles get real responsive images out of the box.
 */
export interface Palette {
  name: string
  from: [number, number, number]
  to: [number, number, number]
  bars: [number, number, number]
}

export const PALETTES: Palette[] = [
  { name: 'harbor', from: [11, 61, 92], to: [28, 120, 160], bars: [255, 214, 170] },
  { name: 'ember', from: [154, 52, 18], to: [234, 120, 50], bars: [255, 241, 220] },
  { name: 'forest', from: [20, 83, 45], to: [60, 140, 90], bars: [220, 252, 231] },
  { name: 'plum', from: [76, 29, 92], to: [140, 70, 160], bars: [245, 220, 255] },
  { name: 'slate', from: [30, 41, 59], to: [80, 100, 130], bars: [200, 230, 255] },
  { name: 'teal', from: [15, 90, 90], to: [40, 160, 150], bars: [230, 255, 250] },
  { name: 'crimson', from: [127, 29, 29], to: [200, 60, 70], bars: [255, 228, 230] },
  { name: 'gold', from: [120, 80, 10], to: [200, 150, 40], bars: [255, 250, 230] },
]

export const IMAGE_SIZES = [
  { name: 'large', width: 1024, height: 576 },
  { name: 'medium_large', width: 768, height: 432 },
  { name: 'medium', width: 300, height: 169 },
  { name: 'thumbnail', width: 150, height: 150 },
] as const

export const FULL = { width: 1200, height: 675 }

function seeded(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Draws one illustration; bar heights come from the variant so each image differs. */
export function drawIllustration(palette: Palette, variant: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4)
  const random = seeded(variant * 7919 + palette.name.length)
  const barCount = 5 + (variant % 4)
  const bars = Array.from({ length: barCount }, (_, i) => 0.2 + (0.65 * (i + 1)) / barCount + (random() - 0.5) * 0.12)
  const left = width * 0.12
  const right = width * 0.88
  const slot = (right - left) / barCount
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      let [r, g, b] = [0, 1, 2].map((c) => palette.from[c]! + (palette.to[c]! - palette.from[c]!) * t) as [number, number, number]
      const index = Math.floor((x - left) / slot)
      const inSlot = x >= left && x < right && (x - left) % slot < slot * 0.62
      if (inSlot && index >= 0 && index < barCount && y > height * (0.88 - bars[index]! * 0.7) && y < height * 0.88) {
        ;[r, g, b] = palette.bars
      }
      if (Math.abs(y - height * 0.88) < Math.max(1, height / 300)) [r, g, b] = palette.bars
      const offset = (y * width + x) * 4
      data[offset] = r
      data[offset + 1] = g
      data[offset + 2] = b
      data[offset + 3] = 255
    }
  }
  return jpeg.encode({ data, width, height }, 78).data
}

/** Draws a round-ish initials-free avatar: a soft disc on a palette background. */
export function drawAvatar(palette: Palette, size: number): Buffer {
  const data = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x - size / 2
      const head = Math.hypot(dx, y - size * 0.4) < size * 0.2
      const body = Math.hypot(dx, y - size * 1.05) < size * 0.42
      const [r, g, b] = head || body ? palette.bars : palette.from
      const offset = (y * size + x) * 4
      data[offset] = r
      data[offset + 1] = g
      data[offset + 2] = b
      data[offset + 3] = 255
    }
  }
  return jpeg.encode({ data, width: size, height: size }, 80).data
}

/** Drawing is deterministic, so a file already in place from an earlier seed is kept as it is. */
export function writeUpload(uploadsDir: string, file: string, draw: () => Buffer): number {
  const path = join(uploadsDir, file)
  if (existsSync(path) && statSync(path).size > 0) return statSync(path).size
  mkdirSync(dirname(path), { recursive: true })
  const bytes = draw()
  writeFileSync(path, bytes)
  return bytes.length
}

type ImageSize = { name: string; width: number; height: number }

/** Writes a drawn JPEG at its full size and in WordPress's named sizes; returns the media fields for the database. */
export function writeSizedJpeg(
  uploadsDir: string,
  base: string,
  full: { width: number; height: number },
  sizeList: readonly ImageSize[],
  draw: (width: number, height: number) => Buffer,
) {
  const file = `${base}.jpg`
  const filesize = writeUpload(uploadsDir, file, () => draw(full.width, full.height))
  const sizes: Record<string, MediaSize> = {}
  for (const size of sizeList) {
    const sized = `${base}-${size.width}x${size.height}.jpg`
    const bytes = writeUpload(uploadsDir, sized, () => draw(size.width, size.height))
    sizes[size.name] = { file: sized, width: size.width, height: size.height, filesize: bytes, mimeType: 'image/jpeg' }
  }
  return { file, filesize, width: full.width, height: full.height, sizes, mimeType: 'image/jpeg' }
}

/** Writes an illustration in every size; returns the media fields for the database. */
export function writeIllustration(uploadsDir: string, folder: string, slug: string, palette: Palette, variant: number) {
  return writeSizedJpeg(uploadsDir, `${folder}/${slug}`, FULL, IMAGE_SIZES, (width, height) => drawIllustration(palette, variant, width, height))
}

export function writeAvatar(uploadsDir: string, folder: string, slug: string, palette: Palette) {
  const file = `${folder}/${slug}-avatar-192x192.jpg`
  const filesize = writeUpload(uploadsDir, file, () => drawAvatar(palette, 192))
  const sizes: Record<string, MediaSize> = {}
  for (const size of [24, 48, 96]) {
    const sized = `${folder}/${slug}-avatar-${size}x${size}.jpg`
    sizes[`avatar-${size}`] = { file: sized, width: size, height: size, filesize: writeUpload(uploadsDir, sized, () => drawAvatar(palette, size)), mimeType: 'image/jpeg' }
  }
  return { file, filesize, width: 192, height: 192, sizes, mimeType: 'image/jpeg' }
}
