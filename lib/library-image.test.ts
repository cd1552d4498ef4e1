import { describe, expect, it } from 'vitest'
import { libraryImageOf } from './library-image.ts'

describe('an image as the editors offer it', () => {
  const image = { id: 7, title: 'Chart', altText: 'A chart', file: '2026/11/chart.png', width: 2400, height: 1600 }

  it('inserts its large size with that size’s width and height, so a body keeps its place while it loads', () => {
    const sized = libraryImageOf({
      ...image,
      sizes: { large: { file: '2026/11/chart-1024x576.png', width: 1024, height: 576 }, thumbnail: { file: '2026/11/chart-150x150.png', width: 150, height: 150 } },
    })
    expect(sized).toEqual({
      id: 7,
      title: 'Chart',
      alt: 'A chart',
      thumbnail: '/wp-content/uploads/2026/11/chart-150x150.png',
      src: '/wp-content/uploads/2026/11/chart-1024x576.png',
      width: 1024,
      height: 576,
    })
  })

  it('falls back to the original file and its own size when it was too small to cut', () => {
    expect(libraryImageOf({ ...image, sizes: {} })).toMatchObject({ src: '/wp-content/uploads/2026/11/chart.png', thumbnail: '/wp-content/uploads/2026/11/chart.png', width: 2400, height: 1600 })
  })
})
