/** WordPress's image sizes: every stored picture (an upload, an import, the seed's) is cut to these. */
export const IMAGE_SIZES = [
  { name: 'large', width: 1024, height: 576 },
  { name: 'medium_large', width: 768, height: 432 },
  { name: 'medium', width: 300, height: 169 },
  { name: 'thumbnail', width: 150, height: 150 },
] as const

/** The largest image an editor may upload (the media library, the library dialog, a logo), and what they are told past it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const IMAGE_TOO_LARGE = 'The image is over 10 MB: make it smaller first'
