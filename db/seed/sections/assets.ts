import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { uploadsPath } from '#lib/site-paths.ts'
import { PRIVATE_FILES_PATH, privateDirFor } from '../../private-files.ts'
import { renderScene } from '../art/render.ts'
import { portraitScene } from '../art/scenes.ts'
import { PALETTES } from '../art/palettes.ts'
import { writeUpload } from '../images.ts'

/**
 * Files the sections need, made here rather than downloaded: cover sizes, speaker portraits,
 * sponsor wordmarks (SVG) and the downloadable assets themselves (small PDFs).
 * Like the editorial images, a file already in place from an earlier seed is kept.
 */
export const SECTIONS_FOLDER = 'sections'

export const COVER_SIZES = [
  { name: 'medium', width: 225, height: 300 },
  { name: 'thumbnail', width: 150, height: 200 },
] as const

/** A speaker's portrait (one size; pages show it small), drawn from the name; returns its site path. */
export async function writeSpeakerPhoto(uploadsDir: string, name: string, variant: number): Promise<string> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const { file } = await renderScene(uploadsDir, `${SECTIONS_FOLDER}/speaker-${slug}`, portraitScene(name, PALETTES[(variant * 5 + 2) % PALETTES.length]!), [])
  return uploadsPath(file)
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A sponsor's wordmark as SVG; returns its site path. */
export function writeLogo(uploadsDir: string, slug: string, name: string, variant: number): string {
  const palette = PALETTES[variant % PALETTES.length]!
  const rgb = (c: [number, number, number]) => `rgb(${c.join(',')})`
  const file = `${SECTIONS_FOLDER}/logos/${slug}.svg`
  writeUpload(uploadsDir, file, () =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">` +
        `<rect width="240" height="80" rx="10" fill="${rgb(palette.from)}"/>` +
        `<circle cx="36" cy="40" r="16" fill="${rgb(palette.ink)}"/>` +
        `<text x="62" y="47" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${name.length > 14 ? 16 : 20}" font-weight="700" fill="${rgb(palette.ink)}">${escapeXml(name)}</text>` +
        `</svg>\n`,
    ),
  )
  return uploadsPath(file)
}

const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (ch) => `\\${ch}`)

/** Wraps text to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

export interface PdfDocument {
  title: string
  /** Each page: a heading and paragraphs. */
  pages: { heading: string; paragraphs: string[] }[]
}

/** A small, valid PDF (Helvetica, US Letter) built by hand: header, objects, xref table, trailer. */
export function buildPdf({ title, pages }: PdfDocument): Buffer {
  const objects: string[] = []
  const pageIds = pages.map((_, index) => 5 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = `<< /Title (${pdfText(title)}) /Producer (seed) >>`
  pages.forEach((page, index) => {
    const lines = [
      'BT /F1 20 Tf 72 720 Td',
      `(${pdfText(page.heading)}) Tj`,
      '/F1 11 Tf 0 -34 Td 15 TL',
      ...page.paragraphs.flatMap((paragraph) => [...wrap(paragraph, 88).map((line) => `(${pdfText(line)}) Tj T*`), 'T*']),
      'ET',
    ]
    const stream = lines.join('\n')
    objects[5 + index * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + index * 2} 0 R >>`
    objects[6 + index * 2] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`
  })
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * Writes a gated asset's PDF in the private folder (see db/private-files.ts) and removes a copy
 * an earlier seed left in the public uploads folder; returns its private site path and size.
 */
export function writePrivatePdf(uploadsDir: string, name: string, document: PdfDocument): { url: string; size: number } {
  rmSync(join(uploadsDir, SECTIONS_FOLDER, 'files', `${name}.pdf`), { force: true })
  const file = `resources/${name}.pdf`
  const size = writeUpload(privateDirFor(uploadsDir), file, () => buildPdf(document))
  return { url: `${PRIVATE_FILES_PATH}${file}`, size }
}

/** Writes a PDF under the sections folder; returns its site path and size in bytes. */
export function writePdf(uploadsDir: string, name: string, document: PdfDocument): { url: string; size: number } {
  const file = `${SECTIONS_FOLDER}/files/${name}.pdf`
  const size = writeUpload(uploadsDir, file, () => buildPdf(document))
  return { url: uploadsPath(file), size }
}
