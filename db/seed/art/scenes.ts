import { COMPOSITIONS, type Composition } from './compositions.ts'
import { EVENT_MOTIFS } from './event-motifs.ts'
import { PALETTES, type Palette } from './palettes.ts'
import { textBlock, textPath, wrapText } from './lettering.ts'
import { KIND_MOTIFS, motifFor, type Inks, type Motif } from './motifs.ts'

/**
 * The demo's pictures as SVG documents: story illustrations, magazine covers, report covers,
 * video title cards and portraits. Each returns the picture and the alt text that says what it
 * shows, so the two cannot drift apart.
 */
export interface Scene {
  svg: string
  alt: string
  width: number
  height: number
}

const rgb = (c: readonly number[]) => `rgb(${c.join(',')})`
const mix = (a: readonly number[], b: readonly number[], t: number) => a.map((v, i) => Math.round(v + (b[i]! - v) * t))

const inksOf = (palette: Palette): Inks => ({ light: rgb(palette.ink), accent: rgb(mix(palette.to, [255, 255, 255], 0.15)), dark: rgb(palette.from) })

function frame(width: number, height: number, palette: Palette, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${rgb(palette.from)}"/><stop offset="1" stop-color="${rgb(palette.to)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}</svg>`
  )
}

const shade = (palette: Palette) => rgb(palette.name === 'gold' ? [60, 40, 5] : mix(palette.from, [0, 0, 0], 0.45))

/** A story's illustration, 16:9: the subject's picture laid out by a composition, in the palette's colors. */
export function illustrationScene(motif: Motif, palette: Palette, variant: number, composition: Composition = COMPOSITIONS[0]!, width = 1200, height = 675): Scene {
  const inks = inksOf(palette)
  const { backdrop, box } = composition.layout(width, height, inks, variant)
  return { svg: frame(width, height, palette, backdrop + motif.draw(box, inks, variant)), alt: `Illustration: ${motif.describe}`, width, height }
}

export const topicIllustration = (topic: string, palette: Palette, variant: number) => illustrationScene(motifFor(topic), palette, variant)
export const kindIllustration = (kind: keyof typeof KIND_MOTIFS, palette: Palette, variant: number) => illustrationScene(KIND_MOTIFS[kind], palette, variant)

/**
 * The picture of a topic's `turn`-th article: palette, composition and the motif's variant taken
 * in turn, so no two of a topic's first 64 articles (8 palettes × 4 compositions × 2 of the motif's
 * variants) look alike, and the topic's motif tells topics apart. `offset` starts each topic on
 * another palette.
 */
export function articleIllustration(topic: string, turn: number, offset: number): Scene {
  const palette = PALETTES[(turn + offset) % PALETTES.length]!
  const round = Math.floor(turn / PALETTES.length)
  // Shifting by the round as well keeps neighbours apart in both palette and layout.
  const composition = COMPOSITIONS[(turn + round + offset) % COMPOSITIONS.length]!
  const variant = Math.floor(round / COMPOSITIONS.length)
  return illustrationScene(motifFor(topic), palette, variant, composition)
}

/** An event's picture: events take turns with their scenes, so neighbouring events look different. */
export const eventIllustration = (palette: Palette, turn: number) =>
  illustrationScene(EVENT_MOTIFS[turn % EVENT_MOTIFS.length]!, palette, Math.floor(turn / EVENT_MOTIFS.length), COMPOSITIONS[turn % COMPOSITIONS.length])

export interface CoverText {
  masthead: string
  /** "November 2026" */
  dateLine: string
  /** "Vol. 36 No. 11" */
  numberLine: string
  coverStory: string
  coverLines: string[]
  /** The subject of the cover story, for its picture. */
  topic: string
  /** A special issue's theme replaces the cover story and gets a banner. */
  special?: string
}

const COVER_LINE_STYLE = { face: 'sans' as const, size: 13 }
const COVER_LINE_LEADING = 19

/**
 * A cover's words, placed: a long headline is set smaller rather than cut (a cover never ends a
 * story's title with "…"), and cover lines are wrapped whole; those that do not fit above the
 * headline stay off the cover.
 */
export function coverLettering(text: Pick<CoverText, 'coverStory' | 'coverLines' | 'special'>, width: number, height: number) {
  const headline = text.special ?? text.coverStory
  const headlineSize = wrapText(headline, width - 64, { face: 'serif-bold', size: 34 }).length > 3 ? 27 : 34
  const headlineLeading = Math.round(headlineSize * 1.12)
  const headlineLines = wrapText(headline, width - 64, { face: 'serif-bold', size: headlineSize })
  const headlineTop = height - 40 - headlineLines.length * headlineLeading
  const linesTop = height * 0.31
  const room = Math.floor((headlineTop - 2 * headlineLeading - linesTop) / COVER_LINE_LEADING)
  const coverLines = text.coverLines
    .slice(0, 3)
    .map((line) => [...wrapText(line, width * 0.38, COVER_LINE_STYLE), ''])
    .reduce<string[]>((shown, block) => (shown.length + block.length - 1 <= room ? [...shown, ...block] : shown), [])
  return { headlineSize, headlineLeading, headlineLines, headlineTop, linesTop, coverLines }
}

/** A magazine cover, 3:4: masthead, date and number, the cover story's picture and headline, cover lines. */
export function coverScene(text: CoverText, palette: Palette, variant: number, width = 480, height = 640): Scene {
  const inks = inksOf(palette)
  const light = inks.light
  const motif = motifFor(text.topic)
  const { headlineSize, headlineLeading, headlineLines, headlineTop, linesTop, coverLines } = coverLettering(text, width, height)
  const headlineStyle = { face: 'serif-bold' as const, size: headlineSize, fill: '#fff' }
  const lineStyle = { ...COVER_LINE_STYLE, fill: light }
  const body =
    `<rect x="0" y="0" width="${width}" height="${height * 0.2}" fill="${shade(palette)}"/>` +
    textPath(text.masthead.toUpperCase(), width / 2, 92, { face: 'serif-bold', size: 84, fill: '#fff', anchor: 'middle', tracking: 0.06 }) +
    `<rect x="32" y="${height * 0.2 - 2}" width="${width - 64}" height="2" fill="${light}"/>` +
    textPath(text.numberLine.toUpperCase(), 32, height * 0.2 + 22, { face: 'sans-semibold', size: 12, fill: light, tracking: 0.08 }) +
    textPath(text.dateLine.toUpperCase(), width - 32, height * 0.2 + 22, { face: 'sans-semibold', size: 12, fill: light, anchor: 'end', tracking: 0.08 }) +
    motif.draw({ x: width * 0.44, y: height * 0.27, w: width * 0.52, h: height * 0.36 }, inks, variant) +
    textBlock(coverLines, 32, linesTop, COVER_LINE_LEADING, lineStyle) +
    (text.special
      ? `<rect x="32" y="${headlineTop - 76}" width="150" height="26" fill="${inks.accent}"/>` +
        textPath('SPECIAL ISSUE', 40, headlineTop - 58, { face: 'sans-semibold', size: 12, fill: rgb(palette.from), tracking: 0.1 })
      : '') +
    textBlock(headlineLines, 32, headlineTop, headlineLeading, headlineStyle)
  const story = text.special ? `the special issue on ${text.special}` : `the cover story “${text.coverStory}”`
  return {
    svg: frame(width, height, palette, body),
    alt: `Cover of the ${text.dateLine} issue of ${text.masthead}: ${story}, with ${motif.describe}`,
    width,
    height,
  }
}

/** A report's cover as a picture for its page, 16:9: the document standing on the palette, its title on it. */
export function documentScene(title: string, kindLabel: string, topic: string, palette: Palette, variant: number, width = 1200, height = 675): Scene {
  const inks = inksOf(palette)
  const page = { x: width * 0.34, y: height * 0.08, w: width * 0.32, h: height * 0.84 }
  const titleStyle = { face: 'serif-bold' as const, size: 30, fill: rgb(palette.from) }
  const lines = wrapText(title, page.w - 56, titleStyle, 4)
  const body =
    `<rect x="${page.x + 18}" y="${page.y + 14}" width="${page.w}" height="${page.h}" fill="${shade(palette)}" opacity="0.5"/>` +
    `<rect x="${page.x}" y="${page.y}" width="${page.w}" height="${page.h}" fill="#fdfcf9"/>` +
    `<rect x="${page.x}" y="${page.y}" width="${page.w}" height="10" fill="${inks.accent}"/>` +
    textPath(kindLabel.toUpperCase(), page.x + 28, page.y + 52, { face: 'sans-semibold', size: 14, fill: rgb(palette.to), tracking: 0.12 }) +
    textBlock(lines, page.x + 28, page.y + 100, 36, titleStyle) +
    motifFor(topic).draw({ x: page.x + 28, y: page.y + page.h * 0.56, w: page.w - 56, h: page.h * 0.38 }, { light: rgb(palette.to), accent: inks.accent, dark: '#fdfcf9' }, variant)
  return { svg: frame(width, height, palette, body), alt: `The cover of the ${kindLabel.toLowerCase()} “${title}”`, width, height }
}

/**
 * A video's card, 16:9: the series' name and the subject's picture. Not the title or the running
 * time: the player's facade and the cards write those beside it, and a title drawn in the picture
 * as well would be read twice (issue 30).
 */
export function videoScene(series: string, topic: string, turn: number, width = 1200, height = 675): Scene {
  // Palette and backdrop in turn, as for articles: no two of the first 32 cards alike.
  const palette = PALETTES[(turn * 5 + 2) % PALETTES.length]!
  const round = Math.floor(turn / PALETTES.length)
  const inks = inksOf(palette)
  const motif = motifFor(topic)
  const { backdrop } = COMPOSITIONS[(turn + round) % COMPOSITIONS.length]!.layout(width, height, inks, round)
  const seriesStyle = { face: 'serif-bold' as const, size: 60, fill: '#fff' }
  const lines = wrapText(series, width * 0.42, seriesStyle)
  const body =
    backdrop +
    motif.draw({ x: width * 0.56, y: height * 0.14, w: width * 0.38, h: height * 0.72 }, inks, round) +
    textPath('VIDEO SERIES', 64, 130, { face: 'sans-semibold', size: 24, fill: inks.light, tracking: 0.14 }) +
    textBlock(lines, 64, 220, 70, seriesStyle)
  return { svg: frame(width, height, palette, body), alt: `Card of the ${series} series, with ${motif.describe}`, width, height }
}

/** An author's picture, square: their initials in the serif on a muted tone of the palette. Neutral, like a publication's placeholder, not a drawn face. */
export function portraitScene(name: string, palette: Palette, size = 192): Scene {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 192 192">` +
    `<rect width="192" height="192" fill="${rgb(mix(palette.from, [128, 128, 128], 0.55))}"/>` +
    `<rect x="0" y="176" width="192" height="16" fill="${rgb(mix(palette.to, [255, 255, 255], 0.2))}"/>` +
    textPath(initials, 96, 118, { face: 'serif-bold', size: 76, fill: '#fdfcf9', anchor: 'middle' }) +
    `</svg>`
  return { svg, alt: `Initials of ${name}`, width: size, height: size }
}
