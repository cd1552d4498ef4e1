import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pLimit from 'p-limit'
import type { Sharp } from 'sharp'
import type { MediaSize } from '#db/schema/index.ts'
import { IMAGE_SIZES } from '#lib/image-sizes.ts'

/**
 * A file put into the uploads folder the way the media library keeps it: an image (its type read
 * from its bytes, never its name) in its own format and cut to WordPress's sizes with sharp; a
 * document as it came. The media importer and the back office's media library both store this way.
 */
export interface StoredFile {
  mimeType: string
  width: number
  height: number
  /** Relative to the uploads folder. */
  file: string
  filesize: number
  sizes: Record<string, MediaSize>
}

/** The formats kept as images (and cut to sizes); gif becomes png, svg is copied as it is. */
const RASTER: Record<string, { ext: string; mime: string; encode: (image: Sharp) => Sharp }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', encode: (image) => image.jpeg({ quality: 82, mozjpeg: true }) },
  png: { ext: 'png', mime: 'image/png', encode: (image) => image.png({ compressionLevel: 9 }) },
  gif: { ext: 'png', mime: 'image/png', encode: (image) => image.png({ compressionLevel: 9 }) },
  webp: { ext: 'webp', mime: 'image/webp', encode: (image) => image.webp({ quality: 80 }) },
}
const OTHER_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}

/** The raster image formats sharp reads here (its name for each). */
export const IMAGE_FORMATS = Object.keys(RASTER)

/**
 * The most pixels an image may have (a 40-megapixel camera's). A small file can declare a huge
 * image (16000 × 16000 pixels of one colour compress to under a megabyte), and decoding it costs
 * its pixel count in memory and time: refuse it from its header, before any decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

/** An image over MAX_IMAGE_PIXELS: refused before it is decoded. */
export class ImageTooLarge extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`The image is ${width} × ${height} pixels, over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels: make it smaller first`)
  }
}

/**
 * Decoding and resizing run one image at a time, so uploads and an import together hold at most
 * one decoded image in memory (a 40-megapixel image is 160 MB decoded); the rest wait their turn.
 */
export const imageWork = pLimit(1)

/** sharp and its native library (about 30 MB of memory) load at the first file stored, not at start. */
const loadSharp = async () => (await import('sharp')).default

/**
 * Stores `bytes` under `name` (a path in the uploads folder without its extension); `sourceName`
 * (a file name or address) gives a document's extension. Null when it is neither an image nor a
 * document of a known type. With `imagesOnly`, only raster images are taken.
 */
export function storeFile(uploadsDir: string, name: string, sourceName: string, bytes: Buffer, options: { imagesOnly?: boolean } = {}): Promise<StoredFile | null> {
  return imageWork(() => store(uploadsDir, name, sourceName, bytes, options))
}

async function store(uploadsDir: string, name: string, sourceName: string, bytes: Buffer, { imagesOnly = false }: { imagesOnly?: boolean }): Promise<StoredFile | null> {
  const write = (path: string, data: Buffer) => {
    mkdirSync(dirname(join(uploadsDir, path)), { recursive: true })
    writeFileSync(join(uploadsDir, path), data)
    return data.length
  }
  const sharp = await loadSharp()
  const decoded = (input: Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null)
  const raster = meta?.width && meta.height ? RASTER[meta.format ?? ''] : undefined
  if (raster && meta?.width && meta.height) {
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageTooLarge(meta.width, meta.height)
    const file = `${name}.${raster.ext}`
    const filesize = write(file, await raster.encode(decoded(bytes).rotate()).toBuffer())
    const sizes: Record<string, MediaSize> = {}
    for (const size of IMAGE_SIZES) {
      if (size.width >= meta.width) continue
      const sized = `${name}-${size.width}x${size.height}.${raster.ext}`
      const data = await raster.encode(decoded(bytes).rotate().resize(size.width, size.height, { fit: 'cover', position: 'attention' })).toBuffer()
      sizes[size.name] = { file: sized, width: size.width, height: size.height, filesize: write(sized, data), mimeType: raster.mime }
    }
    return { mimeType: raster.mime, width: meta.width, height: meta.height, file, filesize, sizes }
  }
  if (imagesOnly) return null
  const ext = /\.([a-z0-9]{2,5})(?:\?|$)/i.exec(sourceName.split('#')[0]!)?.[1]?.toLowerCase() ?? ''
  const mimeType = meta?.format === 'svg' ? 'image/svg+xml' : OTHER_TYPES[ext]
  if (!mimeType) return null
  const file = `${name}.${meta?.format === 'svg' ? 'svg' : ext}`
  return { mimeType, width: meta?.width ?? 0, height: meta?.height ?? 0, file, filesize: write(file, bytes), sizes: {} }
}
