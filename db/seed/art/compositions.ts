import type { Box, Inks } from './motifs.ts'

/**
 * How a story's picture is laid out: a backdrop drawn on the palette's gradient and the box the
 * subject is drawn in. Crossed with the palettes and the motifs' own variants, they give every
 * article a picture of its own (issue 30: art that never repeats on a page).
 */
export interface Composition {
  name: string
  layout: (width: number, height: number, inks: Inks, variant: number) => { backdrop: string; box: Box }
}

const centred = (width: number, height: number): Box => ({ x: width * 0.22, y: height * 0.08, w: width * 0.56, h: height * 0.84 })

export const COMPOSITIONS: Composition[] = [
  {
    name: 'grid',
    layout: (width, height, inks) => ({
      backdrop: Array.from({ length: 12 }, (_, i) => `<line x1="${(i * width) / 12}" y1="0" x2="${(i * width) / 12}" y2="${height}" stroke="${inks.light}" stroke-opacity="0.07"/>`).join(''),
      box: centred(width, height),
    }),
  },
  {
    name: 'halo',
    layout: (width, height, inks, variant) => {
      const box = { x: width * (0.38 + (variant % 2) * 0.04), y: height * 0.1, w: width * 0.5, h: height * 0.8 }
      const [cx, cy] = [box.x + box.w / 2, box.y + box.h / 2]
      return {
        backdrop:
          `<circle cx="${cx}" cy="${cy}" r="${height * 0.46}" fill="${inks.light}" fill-opacity="0.1"/>` +
          `<circle cx="${cx}" cy="${cy}" r="${height * 0.32}" fill="${inks.light}" fill-opacity="0.08"/>` +
          `<rect x="${width * 0.06}" y="${height * 0.7}" width="${width * 0.24}" height="6" fill="${inks.accent}"/>`,
        box,
      }
    },
  },
  {
    name: 'bands',
    layout: (width, height, inks, variant) => {
      const slope = height * (0.5 + (variant % 3) * 0.15)
      const bands = [0.1, 0.34, 0.58, 0.82].map(
        (f, i) =>
          `<polygon points="${width * f},${height} ${width * f + slope},0 ${width * (f + 0.1) + slope},0 ${width * (f + 0.1)},${height}" fill="${i % 2 ? inks.accent : inks.light}" fill-opacity="${i % 2 ? 0.12 : 0.06}"/>`,
      )
      return { backdrop: bands.join(''), box: { x: width * 0.06, y: height * 0.12, w: width * 0.52, h: height * 0.78 } }
    },
  },
  {
    name: 'dots',
    layout: (width, height, inks, variant) => {
      const step = 48 + (variant % 3) * 8
      const dots = []
      for (let y = step / 2; y < height; y += step)
        for (let x = step / 2; x < width * 0.5; x += step) dots.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="3" fill="${inks.light}" fill-opacity="0.16"/>`)
      return {
        backdrop: dots.join('') + `<rect x="${width * 0.5}" y="0" width="${width * 0.5}" height="${height}" fill="${inks.dark}" fill-opacity="0.28"/>`,
        box: { x: width * 0.44, y: height * 0.1, w: width * 0.5, h: height * 0.8 },
      }
    },
  },
]
