import type { Palette } from './palettes.ts'
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

/** A story's illustration, 16:9: the subject's picture on a soft grid, in the palette's colors. */
export function illustrationScene(motif: Motif, palette: Palette, variant: number, width = 1200, height = 675): Scene {
  const inks = inksOf(palette)
  const grid = Array.from({ length: 12 }, (_, i) => `<line x1="${(i * width) / 12}" y1="0" x2="${(i * width) / 12}" y2="${height}" stroke="${inks.light}" stroke-opacity="0.07"/>`).join('')
  const box = { x: width * 0.22, y: height * 0.08, w: width * 0.56, h: height * 0.84 }
  return { svg: frame(width, height, palette, grid + motif.draw(box, inks, variant)), alt: `Illustration: ${motif.describe}`, width, height }
}

export const topicIllustration = (topic: string, palette: Palette, variant: number) => illustrationScene(motifFor(topic), palette, variant)
export const kindIllustration = (kind: keyof typeof KIND_MOTIFS, palette: Palette, variant: number) => illustrationScene(KIND_MOTIFS[kind], palette, variant)

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

/** A magazine cover, 3:4: masthead, date and number, the cover story's picture and headline, cover lines. */
export function coverScene(text: CoverText, palette: Palette, variant: number, width = 480, height = 640): Scene {
  const inks = inksOf(palette)
  const light = inks.light
  const motif = motifFor(text.topic)
  const headline = text.special ?? text.coverStory
  const headlineStyle = { face: 'serif-bold' as const, size: 34, fill: '#fff' }
  const headlineLines = wrapText(headline, width - 64, headlineStyle, 3)
  const lineStyle = { face: 'sans' as const, size: 13, fill: light }
  const coverLines = text.coverLines.slice(0, 3).flatMap((line) => [...wrapText(line, width * 0.38, lineStyle, 2), ''])
  const headlineTop = height - 40 - headlineLines.length * 38
  const body =
    `<rect x="0" y="0" width="${width}" height="${height * 0.2}" fill="${shade(palette)}"/>` +
    textPath(text.masthead.toUpperCase(), width / 2, 92, { face: 'serif-bold', size: 84, fill: '#fff', anchor: 'middle', tracking: 0.06 }) +
    `<rect x="32" y="${height * 0.2 - 2}" width="${width - 64}" height="2" fill="${light}"/>` +
    textPath(text.numberLine.toUpperCase(), 32, height * 0.2 + 22, { face: 'sans-semibold', size: 12, fill: light, tracking: 0.08 }) +
    textPath(text.dateLine.toUpperCase(), width - 32, height * 0.2 + 22, { face: 'sans-semibold', size: 12, fill: light, anchor: 'end', tracking: 0.08 }) +
    motif.draw({ x: width * 0.44, y: height * 0.27, w: width * 0.52, h: height * 0.36 }, inks, variant) +
    textBlock(coverLines, 32, height * 0.31, 19, lineStyle) +
    (text.special
      ? `<rect x="32" y="${headlineTop - 76}" width="150" height="26" fill="${inks.accent}"/>` +
        textPath('SPECIAL ISSUE', 40, headlineTop - 58, { face: 'sans-semibold', size: 12, fill: rgb(palette.from), tracking: 0.1 })
      : '') +
    textBlock(headlineLines, 32, headlineTop, 38, headlineStyle)
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

/** A video's title card, 16:9: the series, the title in large type and the running time. */
export function videoScene(title: string, series: string, duration: string, topic: string, palette: Palette, variant: number, width = 1200, height = 675): Scene {
  const inks = inksOf(palette)
  const [kicker, rest] = title.includes(': ') ? [title.slice(0, title.indexOf(': ')), title.slice(title.indexOf(': ') + 2)] : [series, title]
  const titleStyle = { face: 'serif-bold' as const, size: 64, fill: '#fff' }
  const lines = wrapText(rest, width * 0.52, titleStyle, 3)
  const body =
    motifFor(topic).draw({ x: width * 0.6, y: height * 0.16, w: width * 0.36, h: height * 0.68 }, inks, variant) +
    `<rect x="64" y="96" width="8" height="${56 + lines.length * 74}" fill="${inks.accent}"/>` +
    textPath(kicker.toUpperCase(), 96, 130, { face: 'sans-semibold', size: 26, fill: inks.light, tracking: 0.1 }) +
    textBlock(lines, 96, 210, 74, titleStyle) +
    textPath(duration, 96, height - 72, { face: 'sans-semibold', size: 28, fill: inks.light })
  return { svg: frame(width, height, palette, body), alt: `Title card of the video “${title}”`, width, height }
}

const SKIN = ['#f1c9a5', '#e0ac7e', '#c68a5a', '#a0673c', '#7a4a2a', '#5a3520']
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2b', '#a87b4f', '#c9c2b8', '#2d2d2d']
const SHIRTS = ['#1d3557', '#e9c46a', '#2a9d8f', '#6d597a', '#f4f1de', '#bc4749', '#264653']

function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0
  return hash
}

/** A head-and-shoulders portrait, square: skin, hair, glasses and clothes chosen from the name, so no two people look alike. */
export function portraitScene(name: string, palette: Palette, size = 192): Scene {
  const hash = hashOf(name)
  const pick = <T>(list: T[], shift: number) => list[(hash >>> shift) % list.length]!
  const skin = pick(SKIN, 0)
  const hair = pick(HAIR, 5)
  const shirt = pick(SHIRTS, 10)
  const style = (hash >>> 15) % 5
  const glasses = (hash >>> 19) % 3 === 0
  const hairShapes = [
    `<path d="M62,84 C60,44 132,40 130,84 C124,62 70,62 62,84z" fill="${hair}"/>`,
    `<path d="M58,92 C50,36 142,36 134,92 L136,150 C128,120 130,90 124,74 C104,66 86,66 68,74 C62,90 64,120 56,150z" fill="${hair}"/>`,
    `<circle cx="96" cy="40" r="18" fill="${hair}"/><path d="M62,82 C62,48 130,48 130,82 C120,64 72,64 62,82z" fill="${hair}"/>`,
    `<g fill="${hair}">${[64, 76, 88, 100, 112, 124].map((x, i) => `<circle cx="${x}" cy="${58 + (i % 2) * 6}" r="14"/>`).join('')}</g>`,
    `<path d="M64,70 C76,56 116,56 128,70 C120,64 72,64 64,70z" fill="${hair}" opacity="0.6"/>`,
  ]
  const body =
    `<path d="M28,192 C30,150 60,132 96,132 C132,132 162,150 164,192z" fill="${shirt}"/>` +
    `<rect x="84" y="112" width="24" height="26" fill="${skin}"/>` +
    `<ellipse cx="96" cy="88" rx="32" ry="38" fill="${skin}"/>` +
    hairShapes[style] +
    `<circle cx="84" cy="90" r="3" fill="#2b2b2b"/><circle cx="108" cy="90" r="3" fill="#2b2b2b"/>` +
    `<path d="M86,108 Q96,115 106,108" fill="none" stroke="#7a3b2e" stroke-width="2.5" stroke-linecap="round"/>` +
    (glasses ? `<g fill="none" stroke="#2b2b2b" stroke-width="2.5"><circle cx="84" cy="90" r="9"/><circle cx="108" cy="90" r="9"/><path d="M93,90h6"/></g>` : '')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 192 192">` +
    `<rect width="192" height="192" fill="${rgb(mix(palette.ink, palette.to, 0.35))}"/>${body}</svg>`
  return { svg, alt: `Illustrated portrait of ${name}`, width: size, height: size }
}
