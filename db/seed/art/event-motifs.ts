import { at, pts, r, type Motif } from './motifs.ts'

/** Scenes for events: they take turns, so a page of events is not one stage drawn six times. */
export const EVENT_MOTIFS: Motif[] = [
  {
    describe: 'a conference stage under two spotlights, rows of seats in front',
    draw: (box, inks, variant) => {
      const [sx, sy] = at(box, 0.2, 0.5)
      const beams = [0.3, 0.7].map(
        (fx) =>
          `<polygon points="${pts(box, [
            [fx, 0],
            [fx - 0.12, 0.56],
            [fx + 0.12, 0.56],
          ])}" fill="${inks.light}" opacity="0.28"/>`,
      )
      const seats = Array.from({ length: 3 }, (_, row) =>
        Array.from({ length: 9 - row }, (_, i) => {
          const [x, y] = at(box, 0.12 + row * 0.04 + i * 0.095, 0.7 + row * 0.09)
          return `<rect x="${x}" y="${y}" width="${box.w * 0.07}" height="${box.h * 0.06}" rx="6" fill="${(i + row + variant) % 5 === 0 ? inks.accent : inks.light}" opacity="${0.9 - row * 0.2}"/>`
        }).join(''),
      )
      return (
        beams.join('') +
        `<rect x="${sx}" y="${sy}" width="${box.w * 0.6}" height="${box.h * 0.1}" fill="${inks.light}"/>` +
        `<rect x="${at(box, 0.46, 0)[0]}" y="${at(box, 0, 0.36)[1]}" width="${box.w * 0.08}" height="${box.h * 0.14}" fill="${inks.accent}"/>` +
        seats.join('')
      )
    },
  },
  {
    describe: 'a conference badge on a lanyard, a name and a ribbon on it',
    draw: (box, inks, variant) => {
      const [x, y] = at(box, 0.32, 0.3)
      const w = box.w * 0.36
      const h = box.h * 0.58
      const [lx] = at(box, 0.5, 0)
      return (
        `<polyline points="${pts(box, [
          [0.2, 0],
          [0.5, 0.3],
          [0.8, 0],
        ])}" fill="none" stroke="${inks.accent}" stroke-width="10"/>` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${inks.light}"/>` +
        `<rect x="${lx - w * 0.12}" y="${y + h * 0.04}" width="${w * 0.24}" height="${h * 0.06}" rx="4" fill="${inks.dark}"/>` +
        `<circle cx="${lx}" cy="${y + h * 0.36}" r="${r(box, 0.09)}" fill="${inks.dark}" opacity="0.5"/>` +
        [0.62, 0.72].map((f, i) => `<rect x="${x + w * 0.16}" y="${y + h * f}" width="${w * (i ? 0.5 : 0.68)}" height="${h * 0.05}" fill="${inks.dark}" opacity="0.6"/>`).join('') +
        `<rect x="${x}" y="${y + h * 0.86}" width="${w}" height="${h * 0.14}" fill="${variant % 2 ? inks.accent : inks.dark}"/>`
      )
    },
  },
  {
    describe: 'a city skyline at dusk, the conference hall lit in front',
    draw: (box, inks, variant) => {
      const heights = [0.42, 0.62, 0.5, 0.78, 0.46, 0.66, 0.38, 0.56]
      const towers = heights.map((f, i) => {
        const [x, y] = at(box, 0.04 + i * 0.115, 0.84 - f * (0.9 + ((i + variant) % 3) * 0.05))
        return `<rect x="${x}" y="${y}" width="${box.w * 0.1}" height="${box.y + box.h * 0.84 - y}" fill="${inks.light}" opacity="${0.35 + (i % 3) * 0.15}"/>`
      })
      const [hx, hy] = at(box, 0.22, 0.7)
      return (
        towers.join('') +
        `<rect x="${hx}" y="${hy}" width="${box.w * 0.56}" height="${box.h * 0.22}" fill="${inks.light}"/>` +
        Array.from({ length: 6 }, (_, i) => `<rect x="${hx + box.w * (0.03 + i * 0.09)}" y="${hy + box.h * 0.05}" width="${box.w * 0.05}" height="${box.h * 0.09}" fill="${inks.accent}"/>`).join('') +
        `<rect x="${at(box, 0, 0)[0]}" y="${at(box, 0, 0.92)[1]}" width="${box.w}" height="4" fill="${inks.light}"/>`
      )
    },
  },
  {
    describe: 'a round table set for a workshop, chairs around it',
    draw: (box, inks, variant) => {
      const [cx, cy] = at(box, 0.5, 0.52)
      const seats = 6 + (variant % 3)
      const chairs = Array.from({ length: seats }, (_, i) => {
        const angle = (i / seats) * Math.PI * 2
        const x = cx + Math.cos(angle) * r(box, 0.4)
        const y = cy + Math.sin(angle) * r(box, 0.4)
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r(box, 0.07)}" fill="${i === 0 ? inks.accent : inks.light}" opacity="0.85"/>`
      })
      return (
        chairs.join('') +
        `<circle cx="${cx}" cy="${cy}" r="${r(box, 0.26)}" fill="${inks.light}"/>` +
        `<rect x="${cx - r(box, 0.1)}" y="${cy - r(box, 0.06)}" width="${r(box, 0.2)}" height="${r(box, 0.12)}" fill="${inks.dark}" opacity="0.5"/>`
      )
    },
  },
]
