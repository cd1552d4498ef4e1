import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { articlePictures, videoCards } from '../seed-pictures.ts'
import { seedTopics } from '../demo-content.ts'
import { PALETTES } from './palettes.ts'
import { measure, textPath, wrapText } from './lettering.ts'
import { MOTIFS } from './motifs.ts'
import { renderScene } from './render.ts'
import { EVENT_MOTIFS } from './event-motifs.ts'
import { articleIllustration, coverLettering, coverScene, documentScene, eventIllustration, portraitScene, topicIllustration, videoScene } from './scenes.ts'

const palette = PALETTES[0]!
const glyphCount = (svg: string) => (svg.match(/<path d="M/g) ?? []).length

describe('lettering', () => {
  it('draws words as outlines from the bundled fonts, with no broken coordinates', () => {
    const path = textPath('The Sales Technology Stack', 32, 500, { face: 'serif-bold', size: 34, fill: '#fff' })
    expect(path).toMatch(/^<path d="M[\d.]+ [\d.]+/)
    expect(path).not.toContain('NaN')
    expect(measure('Quota', { face: 'serif-bold', size: 84 })).toBeGreaterThan(measure('Quota', { face: 'serif-bold', size: 42 }) * 1.9)
  })

  it('wraps to the width and ends a cut text with an ellipsis', () => {
    const style = { face: 'serif-bold' as const, size: 30 }
    const lines = wrapText('The Pipeline Coverage Myth: Why Three Times Is Not Enough For Anyone', 330, style, 3)
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(measure(line, style)).toBeLessThanOrEqual(345)
    expect(lines.at(-1)).toMatch(/…$/)
  })
})

describe('scenes', () => {
  it('every topic has its own picture, and the alt text says what it shows', () => {
    const pictures = seedTopics.map((topic) => topicIllustration(topic.slug, palette, 0))
    expect(new Set(pictures.map((p) => p.svg)).size).toBe(seedTopics.length)
    expect(new Set(pictures.map((p) => p.alt)).size).toBe(seedTopics.length)
    for (const topic of seedTopics) expect(MOTIFS[topic.slug], topic.slug).toBeDefined()
    for (const picture of pictures) expect(picture.alt).not.toMatch(/bar chart|background/)
  })

  it('a cover carries the masthead, date, cover story and cover lines as lettering', () => {
    const cover = coverScene(
      {
        masthead: 'Quota',
        dateLine: 'November 2026',
        numberLine: 'Vol. 36 No. 11',
        coverStory: 'The Forecast Is a Promise',
        coverLines: ['Cold calling is back', 'Ten tools reps use'],
        topic: 'negotiation',
      },
      palette,
      1,
    )
    // One path per line of lettering: masthead, number, date, two cover lines, the headline.
    expect(glyphCount(cover.svg)).toBeGreaterThanOrEqual(6)
    expect(cover.alt).toBe('Cover of the November 2026 issue of Quota: the cover story “The Forecast Is a Promise”, with a balance scale holding two weights')
    const other = coverScene({ masthead: 'Quota', dateLine: 'October 2026', numberLine: 'Vol. 36 No. 10', coverStory: 'Another story', coverLines: [], topic: 'negotiation' }, palette, 1)
    expect(other.svg).not.toBe(cover.svg)
  })

  it('a cover wraps its words whole: a long headline is set smaller, never cut with "…"', () => {
    const long = 'How to Negotiate Your First Sales Offer: Base, Variable, Equity, Benefits and the Questions Nobody Tells You to Ask'
    const lettering = coverLettering({ coverStory: long, coverLines: ['Seven Trigger Events That Signal a Buyer Is Ready to Talk', 'Battlecards Reps Actually Open'] }, 480, 640)
    expect(lettering.headlineSize).toBeLessThan(34)
    expect(lettering.headlineLines.join(' ')).toBe(long)
    expect(lettering.coverLines.filter(Boolean).join(' ')).toBe('Seven Trigger Events That Signal a Buyer Is Ready to Talk Battlecards Reps Actually Open')
    expect(lettering.linesTop + lettering.coverLines.length * 19).toBeLessThan(lettering.headlineTop)
  })

  it('a special issue says so; a report carries its title, a video card its series', () => {
    const special = coverScene(
      { masthead: 'Quota', dateLine: 'December 2026', numberLine: 'Vol. 36 No. 12', coverStory: '', coverLines: [], topic: 'sales-careers', special: 'The Sales Technology Stack' },
      palette,
      2,
    )
    expect(special.alt).toContain('the special issue on The Sales Technology Stack')
    expect(documentScene('The Pipeline Coverage Myth', 'white paper', 'prospecting', palette, 0).alt).toBe('The cover of the white paper “The Pipeline Coverage Myth”')
    const video = videoScene('Pipeline Clinic', 'revenue-operations', 0)
    expect(video.alt).toBe('Card of the Pipeline Clinic series, with three interlocking gears')
    // "VIDEO SERIES" and the series' name; the title and running time are the facade's to write.
    expect(glyphCount(video.svg)).toBe(2)
  })

  it('gives every demo video a card of its own', () => {
    const cards = [...videoCards().values()].map((card) => card.svg)
    expect(cards.length).toBeGreaterThan(10)
    expect(new Set(cards).size).toBe(cards.length)
  })

  it('every demo article has a picture of its own, and no two of a topic’s first 64 are alike', () => {
    const pictures = [...articlePictures().values()].map((scene) => scene.svg)
    expect(pictures.length).toBeGreaterThan(200)
    expect(new Set(pictures).size).toBe(pictures.length)
    const oneTopic = Array.from({ length: 64 }, (_, turn) => articleIllustration('negotiation', turn, 0).svg)
    expect(new Set(oneTopic).size).toBe(64)
  })

  it('events take turns with their scenes, each described in its alt text', () => {
    const events = Array.from({ length: EVENT_MOTIFS.length }, (_, turn) => eventIllustration(palette, turn))
    expect(new Set(events.map((event) => event.alt)).size).toBe(EVENT_MOTIFS.length)
    for (const event of events) expect(event.svg).not.toContain('NaN')
  })

  it('portraits are initials, not drawn faces, and differ from person to person', () => {
    const names = ['Dana Whitfield', 'Marcus Okafor', 'Priya Raman', 'Jon Bell', 'Elena Sousa', 'Kwame Asante', 'Grace Liu', 'Tom Berger']
    const portraits = names.map((name) => portraitScene(name, palette).svg)
    expect(new Set(portraits).size).toBe(names.length)
    expect(portraitScene('Dana Whitfield', palette).alt).toBe('Initials of Dana Whitfield')
    expect(portraitScene('Dana Whitfield', palette).svg).not.toMatch(/<ellipse|<circle/)
  })
})

describe('renderScene', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quota-art-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes the full JPEG and each size cropped to fill, and keeps files already drawn', async () => {
    const scene = topicIllustration('prospecting', palette, 0)
    const sizes = [
      { name: 'medium', width: 300, height: 169 },
      { name: 'thumbnail', width: 150, height: 150 },
    ]
    const image = await renderScene(dir, 'art/prospecting', scene, sizes)
    expect(image.file).toMatch(/^art\/prospecting-[0-9a-f]{8}\.jpg$/)
    const full = await sharp(join(dir, image.file)).metadata()
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1200, 675])
    const thumbnail = await sharp(join(dir, image.sizes.thumbnail!.file)).metadata()
    expect([thumbnail.width, thumbnail.height]).toEqual([150, 150])
    expect(image.sizes.medium!.filesize).toBe(statSync(join(dir, image.sizes.medium!.file)).size)

    const before = statSync(join(dir, image.file)).mtimeMs
    expect((await renderScene(dir, 'art/prospecting', scene, sizes)).file).toBe(image.file)
    expect(statSync(join(dir, image.file)).mtimeMs).toBe(before)
  })
})
