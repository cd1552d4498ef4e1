import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { renderScene, type SizeSpec } from './art/render.ts'
import { portraitScene, type Scene } from './art/scenes.ts'

/**
 * Pictures drawn here, not downloaded (see ./art/): the palettes they share, WordPress's image
 * sizes, and the writers that put them in the uploads folder with the fields of a media row.
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

/** A file already in place from an earlier seed is kept as it is (drawing is deterministic). */
export function writeUpload(uploadsDir: string, file: string, draw: () => Buffer): number {
  const path = join(uploadsDir, file)
  if (existsSync(path) && statSync(path).size > 0) return statSync(path).size
  mkdirSync(dirname(path), { recursive: true })
  const bytes = draw()
  writeFileSync(path, bytes)
  return bytes.length
}

/** A picture in every size (16:9 ones in WordPress's); returns the media fields for the database, alt text included. */
export async function writeIllustration(uploadsDir: string, folder: string, slug: string, scene: Scene, sizes: readonly SizeSpec[] = IMAGE_SIZES) {
  return { altText: scene.alt, ...(await renderScene(uploadsDir, `${folder}/${slug}`, scene, sizes)) }
}

const AVATAR_SIZES = [24, 48, 96].map((size) => ({ name: `avatar-${size}`, width: size, height: size }))

/** A person's portrait at 192 px and in the avatar sizes; returns the media fields for the database. */
export async function writePortrait(uploadsDir: string, folder: string, slug: string, name: string, palette: Palette) {
  const scene = portraitScene(name, palette)
  return { altText: scene.alt, ...(await renderScene(uploadsDir, `${folder}/${slug}-avatar`, scene, AVATAR_SIZES)) }
}
