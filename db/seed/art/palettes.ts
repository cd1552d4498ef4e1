/** The demo art's color schemes: a background gradient (from, to) and a light ink drawn on it. */
export interface Palette {
  name: string
  from: [number, number, number]
  to: [number, number, number]
  ink: [number, number, number]
}

export const PALETTES: Palette[] = [
  { name: 'harbor', from: [11, 61, 92], to: [28, 120, 160], ink: [255, 214, 170] },
  { name: 'ember', from: [154, 52, 18], to: [234, 120, 50], ink: [255, 241, 220] },
  { name: 'forest', from: [20, 83, 45], to: [60, 140, 90], ink: [220, 252, 231] },
  { name: 'plum', from: [76, 29, 92], to: [140, 70, 160], ink: [245, 220, 255] },
  { name: 'slate', from: [30, 41, 59], to: [80, 100, 130], ink: [200, 230, 255] },
  { name: 'teal', from: [15, 90, 90], to: [40, 160, 150], ink: [230, 255, 250] },
  { name: 'crimson', from: [127, 29, 29], to: [200, 60, 70], ink: [255, 228, 230] },
  { name: 'gold', from: [120, 80, 10], to: [200, 150, 40], ink: [255, 250, 230] },
]
