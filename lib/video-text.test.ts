import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cutAtForMore, formatDuration, parseDuration, splitTranscript, toIsoDuration } from './video-text.ts'

describe('cutAtForMore', () => {
  it("cuts the description at the phrase 'For more'", () => {
    expect(cutAtForMore('A short drill on openers. For more drills, subscribe to the newsletter.')).toBe('A short drill on openers.')
  })

  it('cuts across lines and keeps what comes before whole', () => {
    expect(cutAtForMore('First line.\nSecond line.\n\nFor more videos: https://example.test/videos')).toBe('First line.\nSecond line.')
  })

  it('leaves a description without the phrase as it is (trimmed)', () => {
    expect(cutAtForMore('  Nothing to cut here.  ')).toBe('Nothing to cut here.')
  })

  it("matches the phrase as written: 'for more' in lower case is kept", () => {
    expect(cutAtForMore('Ask for more time. For more, see below.')).toBe('Ask for more time.')
  })

  it('gives an empty text when the description starts with the phrase', () => {
    expect(cutAtForMore('For more information visit us.')).toBe('')
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [132, '2:12'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3735, '1:02:15'],
    [36_000, '10:00:00'],
  ])('%i seconds is %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown)
  })

  it.each([
    ['PT2M12S', '2:12'],
    ['PT45S', '0:45'],
    ['PT1H', '1:00:00'],
    ['PT1H2M15S', '1:02:15'],
    ['PT58M41S', '58:41'],
    ['P1DT2H', '26:00:00'],
    ['pt3m', '3:00'],
  ])('ISO 8601 %s is %s', (iso, shown) => {
    expect(formatDuration(iso)).toBe(shown)
  })

  it('reads clock readings as the CMS stores them', () => {
    expect(formatDuration('2:12')).toBe('2:12')
    expect(formatDuration('1:02:15')).toBe('1:02:15')
  })

  it('answers an empty text for what it cannot read', () => {
    for (const input of ['', 'P', 'PT', 'soon', '-5', Number.NaN, -1, null, undefined]) expect(formatDuration(input as never)).toBe('')
  })

  it('round-trips through ISO 8601 for any length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (seconds) => {
        expect(parseDuration(toIsoDuration(seconds))).toBe(seconds)
        expect(parseDuration(formatDuration(seconds))).toBe(seconds)
      }),
    )
  })
})

describe('splitTranscript', () => {
  it('splits a body at its Transcript heading into the description and the paragraphs under it', () => {
    expect(splitTranscript('<p>About it.</p>\n<h2>Transcript</h2>\n<p>First.</p>\n<p> </p><p>Second <em>one</em>.</p>')).toEqual({
      description: '<p>About it.</p>\n',
      transcript: ['First.', 'Second <em>one</em>.'],
    })
    expect(splitTranscript('<p>About it.</p><h3 class="x"> transcript </h3><p>Said.</p>').transcript).toEqual(['Said.'])
  })

  it('leaves a body without the heading whole (a heading that only mentions a transcript is not one)', () => {
    expect(splitTranscript('<p>About it.</p><h2>Transcript notes</h2><p>x</p>')).toEqual({ description: '<p>About it.</p><h2>Transcript notes</h2><p>x</p>', transcript: [] })
  })
})
