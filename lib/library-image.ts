import { uploadsPath } from './site-paths.ts'

interface StoredSize {
  file: string
  width: number
  height: number
}

/** A media row as far as the editor's image choices need it. */
export interface LibraryMedia extends StoredSize {
  id: number
  title: string
  altText: string
  sizes: Partial<Record<string, StoredSize>>
}

/**
 * An image of the media library as the editors offer it: its thumbnail to choose by, its large
 * size to insert, with that size's width and height, so an image in a body keeps its place while
 * it loads.
 */
export function libraryImageOf(image: LibraryMedia) {
  const inserted = image.sizes.large ?? image
  return {
    id: image.id,
    title: image.title,
    alt: image.altText,
    thumbnail: uploadsPath(image.sizes.thumbnail?.file ?? image.file),
    src: uploadsPath(inserted.file),
    width: inserted.width,
    height: inserted.height,
  }
}
