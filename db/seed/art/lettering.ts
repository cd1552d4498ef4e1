import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Font, Path } from 'opentype.js'

/**
 * Words on the demo art, drawn as outlines from the site's own typefaces (Source Serif 4 and
 * Inter, the static cuts of the same npm packages the pages use), so a picture renders the same
 * on a machine without any fonts installed.
 */
const require = createRequire(import.meta.url)
// Required, not imported: Node and Vite pick different builds of the package with different export shapes.
const opentype = require('opentype.js') as typeof import('opentype.js')

export type Face = 'serif-bold' | 'serif' | 'sans' | 'sans-semibold'

const FACE_FILES: Record<Face, string> = {
  'serif-bold': '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff',
  serif: '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff',
  sans: '@fontsource/inter/files/inter-latin-400-normal.woff',
  'sans-semibold': '@fontsource/inter/files/inter-latin-600-normal.woff',
}

const fonts = new Map<Face, Font>()

function font(face: Face): Font {
  let loaded = fonts.get(face)
  if (!loaded) {
    const bytes = readFileSync(require.resolve(FACE_FILES[face]))
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
    fonts.set(face, loaded)
  }
  return loaded
}

export interface TextStyle {
  face: Face
  size: number
  fill: string
  /** Where x is: the start of the line (default), its middle or its end. */
  anchor?: 'start' | 'middle' | 'end'
  /** Extra space between letters, in ems (small capitals and mastheads). */
  tracking?: number
}

/**
 * Glyphs placed one by one with the font's kerning. Shaping is left out on purpose: the text is
 * plain Latin, and opentype.js cannot read some of Inter's contextual lookups.
 */
function layout(text: string, style: Pick<TextStyle, 'face' | 'size' | 'tracking'>) {
  const face = font(style.face)
  const scale = style.size / face.unitsPerEm
  const glyphs = [...text].map((char) => face.charToGlyph(char))
  let cursor = 0
  const placed = glyphs.map((glyph, i) => {
    const at = cursor
    const next = glyphs[i + 1]
    cursor += (glyph.advanceWidth ?? 0) * scale + (next ? face.getKerningValue(glyph, next) * scale + (style.tracking ?? 0) * style.size : 0)
    return { glyph, at }
  })
  return { placed, width: cursor }
}

/** The width of a line of text in pixels. */
export function measure(text: string, style: Pick<TextStyle, 'face' | 'size' | 'tracking'>): number {
  return layout(text, style).width
}

const n = (value: number) => value.toFixed(1)

/** SVG path data written here: opentype.js's own writer rounds through a cache that returns NaN for some coordinates. */
function pathData(path: Path): string {
  return path.commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`
      return 'Z'
    })
    .join('')
}

/** A line of text as one SVG path, its baseline at y. */
export function textPath(text: string, x: number, y: number, style: TextStyle): string {
  const { placed, width } = layout(text, style)
  const start = style.anchor === 'middle' ? x - width / 2 : style.anchor === 'end' ? x - width : x
  const d = placed.map(({ glyph, at }) => pathData(glyph.getPath(start + at, y, style.size))).join('')
  return d ? `<path d="${d}" fill="${style.fill}"/>` : ''
}

/** Breaks text into lines no wider than `width`, words kept whole; at most `maxLines`, the last one ending in an ellipsis when cut. */
export function wrapText(text: string, width: number, style: Pick<TextStyle, 'face' | 'size' | 'tracking'>, maxLines = Infinity): string[] {
  const lines: string[] = []
  let line = ''
  const words = text.split(/\s+/).filter(Boolean)
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word
    if (line && measure(candidate, style) > width) {
      if (lines.length + 1 === maxLines) {
        lines.push(`${line}…`)
        return lines
      }
      lines.push(line)
      line = word
    } else line = candidate
    if (index === words.length - 1) lines.push(line)
  }
  return lines
}

/** Several lines of text, `leading` pixels apart, the first baseline at y. */
export function textBlock(lines: string[], x: number, y: number, leading: number, style: TextStyle): string {
  return lines.map((line, i) => textPath(line, x, y + i * leading, style)).join('')
}
