/**
 * One picture per subject, drawn as SVG shapes in a box: what an illustrator would put on a
 * story about that subject. Each comes with the words its alt text uses.
 */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface Inks {
  /** The picture's main color, light on the dark background. */
  light: string
  /** A second, stronger color for the detail that matters. */
  accent: string
  /** The background's own color, for holes and shadows. */
  dark: string
}

export interface Motif {
  describe: string
  draw: (box: Box, inks: Inks, variant: number) => string
}

export const at = (box: Box, fx: number, fy: number) => [box.x + box.w * fx, box.y + box.h * fy] as const
export const r = (box: Box, f: number) => Math.min(box.w, box.h) * f
export const pts = (box: Box, list: [number, number][]) =>
  list
    .map(([fx, fy]) =>
      at(box, fx, fy)
        .map((n) => n.toFixed(1))
        .join(','),
    )
    .join(' ')

export const MOTIFS: Record<string, Motif> = {
  'sales-leadership': {
    describe: 'a flag planted on a mountain summit, a path winding up to it',
    draw: (box, inks, variant) => {
      const peak = 0.48 + (variant % 3) * 0.04
      const [fx, fy] = at(box, peak, 0.16)
      return (
        `<polygon points="${pts(box, [
          [0.05, 0.92],
          [peak, 0.16],
          [0.95, 0.92],
        ])}" fill="${inks.light}"/>` +
        `<polygon points="${pts(box, [
          [peak, 0.16],
          [0.95, 0.92],
          [peak + 0.08, 0.92],
        ])}" fill="${inks.dark}" opacity="0.25"/>` +
        `<polyline points="${pts(box, [
          [0.2, 0.92],
          [0.42, 0.76],
          [0.3, 0.62],
          [0.5, 0.46],
          [0.42, 0.34],
          [peak, 0.2],
        ])}" fill="none" stroke="${inks.dark}" stroke-width="${r(box, 0.012)}" stroke-dasharray="${r(box, 0.03)} ${r(box, 0.02)}"/>` +
        `<line x1="${fx}" y1="${fy}" x2="${fx}" y2="${fy - r(box, 0.2)}" stroke="${inks.dark}" stroke-width="${r(box, 0.014)}"/>` +
        `<polygon points="${fx},${fy - r(box, 0.2)} ${fx + r(box, 0.14)},${fy - r(box, 0.16)} ${fx},${fy - r(box, 0.12)}" fill="${inks.accent}"/>`
      )
    },
  },
  prospecting: {
    describe: 'a target with an arrow in its bullseye',
    draw: (box, inks, variant) => {
      const [cx, cy] = at(box, 0.5, 0.52)
      const rings = [0.42, 0.32, 0.22, 0.11].map((f, i) => `<circle cx="${cx}" cy="${cy}" r="${r(box, f)}" fill="${i % 2 ? inks.dark : inks.light}"/>`).join('')
      const angle = -30 - (variant % 3) * 12
      const length = r(box, 0.55)
      const rad = (angle * Math.PI) / 180
      const [tx, ty] = [cx - Math.cos(rad) * length, cy + Math.sin(rad) * length]
      return (
        rings +
        `<circle cx="${cx}" cy="${cy}" r="${r(box, 0.05)}" fill="${inks.accent}"/>` +
        `<line x1="${cx}" y1="${cy}" x2="${tx}" y2="${ty}" stroke="${inks.accent}" stroke-width="${r(box, 0.018)}" stroke-linecap="round"/>` +
        `<polygon points="${tx},${ty} ${tx - r(box, 0.05)},${ty - r(box, 0.06)} ${tx + r(box, 0.02)},${ty - r(box, 0.02)}" fill="${inks.accent}"/>`
      )
    },
  },
  'sales-enablement': {
    describe: 'an open playbook with plays drawn in it, arrows between circles and crosses',
    draw: (box, inks, variant) => {
      const page = (x0: number) => `<rect x="${at(box, x0, 0.18)[0]}" y="${at(box, 0, 0.18)[1]}" width="${box.w * 0.38}" height="${box.h * 0.66}" rx="${r(box, 0.02)}" fill="${inks.light}"/>`
      const marks = [0, 1, 2].map((i) => {
        const [ox, oy] = at(box, 0.2 + (i % 2) * 0.1, 0.32 + i * 0.16)
        return `<circle cx="${ox}" cy="${oy}" r="${r(box, 0.035)}" fill="none" stroke="${inks.dark}" stroke-width="${r(box, 0.01)}"/>`
      })
      const crosses = [0, 1, 2].map((i) => {
        const [ox, oy] = at(box, 0.62 + ((i + variant) % 2) * 0.12, 0.3 + i * 0.17)
        const s = r(box, 0.03)
        return `<path d="M${ox - s},${oy - s}L${ox + s},${oy + s}M${ox + s},${oy - s}L${ox - s},${oy + s}" stroke="${inks.dark}" stroke-width="${r(box, 0.01)}"/>`
      })
      const [ax, ay] = at(box, 0.3, 0.64)
      const [bx, by] = at(box, 0.7, 0.36)
      return (
        page(0.1) +
        page(0.52) +
        `<line x1="${at(box, 0.5, 0.2)[0]}" y1="${at(box, 0, 0.2)[1]}" x2="${at(box, 0.5, 0)[0]}" y2="${at(box, 0, 0.82)[1]}" stroke="${inks.dark}" stroke-width="${r(box, 0.006)}"/>` +
        marks.join('') +
        crosses.join('') +
        `<path d="M${ax},${ay} Q${(ax + bx) / 2},${ay + r(box, 0.2)} ${bx},${by}" fill="none" stroke="${inks.accent}" stroke-width="${r(box, 0.014)}"/>` +
        `<circle cx="${bx}" cy="${by}" r="${r(box, 0.02)}" fill="${inks.accent}"/>`
      )
    },
  },
  'sales-management': {
    describe: 'a dashboard of three gauges, one needle in the red',
    draw: (box, inks, variant) =>
      [0, 1, 2]
        .map((i) => {
          const [cx, cy] = at(box, 0.2 + i * 0.3, 0.62)
          const radius = r(box, 0.16)
          const value = ((variant + i * 2) % 5) / 5 + 0.1
          const angle = Math.PI * (1 - value)
          const [nx, ny] = [cx + Math.cos(angle) * radius * 0.85, cy - Math.sin(angle) * radius * 0.85]
          return (
            `<path d="M${cx - radius},${cy} A${radius},${radius} 0 0 1 ${cx + radius},${cy}" fill="none" stroke="${inks.light}" stroke-width="${radius * 0.28}"/>` +
            `<path d="M${cx + radius * Math.cos(Math.PI / 5)},${cy - radius * Math.sin(Math.PI / 5)} A${radius},${radius} 0 0 1 ${cx + radius},${cy}" fill="none" stroke="${inks.accent}" stroke-width="${radius * 0.28}"/>` +
            `<line x1="${cx}" y1="${cy}" x2="${nx}" y2="${ny}" stroke="${inks.light}" stroke-width="${radius * 0.08}" stroke-linecap="round"/>` +
            `<circle cx="${cx}" cy="${cy}" r="${radius * 0.1}" fill="${inks.light}"/>`
          )
        })
        .join(''),
  },
  'sales-training': {
    describe: 'a whiteboard with two speech bubbles and arrows between them',
    draw: (box, inks, variant) => {
      const [x, y] = at(box, 0.1, 0.14)
      const bubble = (fx: number, fy: number, flip: boolean, fill: string) => {
        const [bx, by] = at(box, fx, fy)
        const w = box.w * 0.28
        const h = box.h * 0.2
        const tail = flip ? `${bx + w - 30},${by + h} ${bx + w - 10},${by + h + 26} ${bx + w - 60},${by + h}` : `${bx + 30},${by + h} ${bx + 10},${by + h + 26} ${bx + 60},${by + h}`
        return `<rect x="${bx}" y="${by}" width="${w}" height="${h}" rx="${h * 0.3}" fill="${fill}"/><polygon points="${tail}" fill="${fill}"/>`
      }
      const [ax, ay] = at(box, 0.48, 0.5)
      return (
        `<rect x="${x}" y="${y}" width="${box.w * 0.8}" height="${box.h * 0.7}" rx="${r(box, 0.02)}" fill="${inks.light}"/>` +
        bubble(0.16, 0.24 + (variant % 2) * 0.04, false, inks.dark) +
        bubble(0.54, 0.5, true, inks.accent) +
        `<path d="M${ax},${ay - 40} C${ax + 40},${ay - 40} ${ax + 20},${ay} ${ax + 52},${ay + 4}" fill="none" stroke="${inks.dark}" stroke-width="${r(box, 0.01)}"/>` +
        `<rect x="${at(box, 0.3, 0)[0]}" y="${at(box, 0, 0.86)[1]}" width="${box.w * 0.4}" height="${box.h * 0.03}" fill="${inks.dark}" opacity="0.5"/>`
      )
    },
  },
  'revenue-operations': {
    describe: 'three interlocking gears',
    draw: (box, inks, variant) => {
      const gear = (fx: number, fy: number, radius: number, teeth: number, fill: string, turn: number) => {
        const [cx, cy] = at(box, fx, fy)
        const outer = r(box, radius)
        const inner = outer * 0.8
        const points: string[] = []
        for (let i = 0; i < teeth * 4; i++) {
          const angle = ((i / (teeth * 4)) * 2 + turn) * Math.PI
          const radiusHere = i % 4 < 2 ? outer : inner
          points.push(`${(cx + Math.cos(angle) * radiusHere).toFixed(1)},${(cy + Math.sin(angle) * radiusHere).toFixed(1)}`)
        }
        return `<polygon points="${points.join(' ')}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${outer * 0.3}" fill="${inks.dark}"/>`
      }
      return gear(0.36, 0.5, 0.3, 12, inks.light, variant * 0.05) + gear(0.68, 0.3, 0.18, 8, inks.accent, 0.1) + gear(0.7, 0.76, 0.16, 8, inks.light, 0.2)
    },
  },
  'sales-technology': {
    describe: 'a network of connected points around a central hub',
    draw: (box, inks, variant) => {
      const [cx, cy] = at(box, 0.5, 0.5)
      const count = 7 + (variant % 3)
      const nodes = Array.from({ length: count }, (_, i) => {
        const angle = (i / count) * Math.PI * 2 + variant * 0.3
        const distance = r(box, i % 2 ? 0.36 : 0.26)
        return [cx + Math.cos(angle) * distance * (box.w / Math.min(box.w, box.h)) * 0.8, cy + Math.sin(angle) * distance] as const
      })
      return (
        nodes
          .map(
            ([x, y], i) =>
              `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${inks.light}" stroke-width="${r(box, 0.008)}"/>` +
              (i ? `<line x1="${nodes[i - 1]![0]}" y1="${nodes[i - 1]![1]}" x2="${x}" y2="${y}" stroke="${inks.light}" stroke-width="${r(box, 0.004)}" opacity="0.6"/>` : ''),
          )
          .join('') +
        nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${r(box, i % 3 === 0 ? 0.045 : 0.03)}" fill="${i % 3 === 0 ? inks.accent : inks.light}"/>`).join('') +
        `<circle cx="${cx}" cy="${cy}" r="${r(box, 0.09)}" fill="${inks.accent}"/><circle cx="${cx}" cy="${cy}" r="${r(box, 0.05)}" fill="${inks.dark}"/>`
      )
    },
  },
  negotiation: {
    describe: 'a balance scale holding two weights',
    draw: (box, inks, variant) => {
      const tilt = ((variant % 3) - 1) * 0.04
      const [px, py] = at(box, 0.5, 0.22)
      const [lx, ly] = at(box, 0.2, 0.3 + tilt)
      const [rx, ry] = at(box, 0.8, 0.3 - tilt)
      const pan = (x: number, y: number, fill: string) =>
        `<line x1="${x}" y1="${y}" x2="${x - 40}" y2="${y + box.h * 0.28}" stroke="${inks.light}" stroke-width="3"/><line x1="${x}" y1="${y}" x2="${x + 40}" y2="${y + box.h * 0.28}" stroke="${inks.light}" stroke-width="3"/>` +
        `<path d="M${x - r(box, 0.16)},${y + box.h * 0.28} h${r(box, 0.32)} a${r(box, 0.16)},${r(box, 0.07)} 0 0 1 -${r(box, 0.32)},0z" fill="${inks.light}"/>` +
        `<rect x="${x - r(box, 0.06)}" y="${y + box.h * 0.28 - r(box, 0.1)}" width="${r(box, 0.12)}" height="${r(box, 0.1)}" rx="4" fill="${fill}"/>`
      return (
        `<rect x="${px - r(box, 0.02)}" y="${py}" width="${r(box, 0.04)}" height="${box.h * 0.64}" fill="${inks.light}"/>` +
        `<rect x="${px - r(box, 0.16)}" y="${at(box, 0, 0.86)[1]}" width="${r(box, 0.32)}" height="${r(box, 0.05)}" rx="6" fill="${inks.light}"/>` +
        `<line x1="${lx}" y1="${ly}" x2="${rx}" y2="${ry}" stroke="${inks.light}" stroke-width="${r(box, 0.025)}" stroke-linecap="round"/>` +
        `<circle cx="${px}" cy="${py}" r="${r(box, 0.04)}" fill="${inks.accent}"/>` +
        pan(lx, ly, inks.accent) +
        pan(rx, ry, inks.dark)
      )
    },
  },
  'account-management': {
    describe: 'a young tree growing from a pot, its leaves spreading',
    draw: (box, inks, variant) => {
      const [bx, by] = at(box, 0.5, 0.72)
      const leaves = Array.from({ length: 9 + (variant % 3) }, (_, i) => {
        const angle = -Math.PI / 2 + ((i - 4) / 5) * 1.3
        const distance = r(box, 0.16 + (i % 3) * 0.07)
        const [x, y] = [bx + Math.cos(angle) * distance * 1.3, by - box.h * 0.32 + Math.sin(angle) * distance]
        return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r(box, 0.07)}" ry="${r(box, 0.04)}" transform="rotate(${(angle * 180) / Math.PI + 90} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 4 === 0 ? inks.accent : inks.light}"/>`
      })
      return (
        `<path d="M${bx},${by} C${bx - 10},${by - box.h * 0.2} ${bx + 12},${by - box.h * 0.3} ${bx},${by - box.h * 0.42}" fill="none" stroke="${inks.light}" stroke-width="${r(box, 0.03)}"/>` +
        leaves.join('') +
        `<polygon points="${pts(box, [
          [0.38, 0.72],
          [0.62, 0.72],
          [0.58, 0.92],
          [0.42, 0.92],
        ])}" fill="${inks.accent}"/>`
      )
    },
  },
  'sales-careers': {
    describe: 'a staircase of rising steps with an open door at the top',
    draw: (box, inks, variant) => {
      const steps = 5 + (variant % 2)
      const width = 0.6 / steps
      const blocks = Array.from({ length: steps }, (_, i) => {
        const [x, y] = at(box, 0.1 + i * width, 0.85 - (i + 1) * (0.6 / steps))
        return `<rect x="${x}" y="${y}" width="${box.w * width + 1}" height="${at(box, 0, 0.9)[1] - y}" fill="${inks.light}"/>`
      })
      const [dx, dy] = at(box, 0.72, 0.1)
      return (
        blocks.join('') +
        `<rect x="${dx}" y="${dy}" width="${box.w * 0.14}" height="${box.h * 0.18 + 4}" fill="${inks.accent}"/>` +
        `<polygon points="${dx},${dy} ${dx + box.w * 0.08},${dy + box.h * 0.03} ${dx + box.w * 0.08},${dy + box.h * 0.2} ${dx},${dy + box.h * 0.18 + 4}" fill="${inks.dark}" opacity="0.6"/>`
      )
    },
  },
}

/** Pictures for the other kinds of item: a webinar, a list (events have their own, ./event-motifs.ts). */
export const KIND_MOTIFS: Record<'webinar' | 'list', Motif> = {
  list: {
    describe: 'a winners’ podium, a star above first place',
    draw: (box, inks, variant) => {
      const steps = [
        { fx: 0.36, fh: 0.46, fill: inks.accent },
        { fx: 0.12, fh: 0.32, fill: inks.light },
        { fx: 0.6, fh: 0.22, fill: inks.light },
      ]
      const blocks = steps.map(({ fx, fh, fill }) => {
        const [x, y] = at(box, fx, 0.9 - fh)
        return `<rect x="${x}" y="${y}" width="${box.w * 0.26}" height="${box.h * fh}" fill="${fill}"/>`
      })
      const [cx, cy] = at(box, 0.49, 0.28 - (variant % 2) * 0.04)
      const star = Array.from({ length: 10 }, (_, i) => {
        const angle = -Math.PI / 2 + (i * Math.PI) / 5
        const radius = r(box, i % 2 ? 0.05 : 0.12)
        return `${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`
      })
      return (
        blocks.join('') +
        `<polygon points="${star.join(' ')}" fill="${inks.light}"/>` +
        `<rect x="${at(box, 0.04, 0)[0]}" y="${at(box, 0, 0.9)[1]}" width="${box.w * 0.92}" height="4" fill="${inks.light}"/>`
      )
    },
  },
  webinar: {
    describe: 'a laptop screen showing a presenter beside a slide with a chart',
    draw: (box, inks, variant) => {
      const [x, y] = at(box, 0.14, 0.12)
      const w = box.w * 0.72
      const h = box.h * 0.62
      const bars = [0.3, 0.5, 0.42, 0.7].map(
        (f, i) => `<rect x="${x + w * (0.44 + i * 0.12)}" y="${y + h * (0.85 - f * 0.6)}" width="${w * 0.08}" height="${h * f * 0.6}" fill="${i === 3 - (variant % 2) ? inks.accent : inks.dark}"/>`,
      )
      return (
        `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="14" fill="${inks.dark}" stroke="${inks.light}" stroke-width="4"/>` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${inks.light}"/>` +
        `<circle cx="${x + w * 0.2}" cy="${y + h * 0.4}" r="${h * 0.14}" fill="${inks.dark}"/>` +
        `<path d="M${x + w * 0.06},${y + h} a${w * 0.14},${h * 0.3} 0 0 1 ${w * 0.28},0z" fill="${inks.dark}"/>` +
        bars.join('') +
        `<polygon points="${pts(box, [
          [0.06, 0.86],
          [0.94, 0.86],
          [0.88, 0.78],
          [0.12, 0.78],
        ])}" fill="${inks.light}"/>`
      )
    },
  },
}

export const motifFor = (topic: string): Motif => MOTIFS[topic] ?? MOTIFS['sales-technology']!
