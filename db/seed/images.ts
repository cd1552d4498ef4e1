import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { IMAGE_SIZES } from '#lib/image-sizes.ts'
import { renderScene, type SizeSpec } from './art/render.ts'
import type { Palette } from './art/palettes.ts'
import { portraitScene, type Scene } from './art/scenes.ts'

/**
 * Pictures drawn here, not downloaded (see ./art/): WordPress's image sizes, and the writers that
 * put them in the uploads folder with the fields of a media row.
 */
export { IMAGE_SIZES }

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
