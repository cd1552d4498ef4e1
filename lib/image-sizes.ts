/** WordPress's image sizes: every stored picture (an upload, an import, the seed's) is cut to these. */
export const IMAGE_SIZES = [
  { name: 'large', width: 1024, height: 576 },
  { name: 'medium_large', width: 768, height: 432 },
  { name: 'medium', width: 300, height: 169 },
  { name: 'thumbnail', width: 150, height: 150 },
] as const
