import { describe, expect, it } from 'vitest'
import { getAdSizes, getAllAdSizes, getSizeMapping, LEADERBOARD_UNIT } from './size-mapping.ts'

describe('ad sizes per viewport', () => {
  it('a leaderboard takes 970x90, 728x90 and 320x50 at 1024 px and wider', () => {
    for (const width of [1024, 1280, 1920]) {
      expect(getAdSizes(LEADERBOARD_UNIT, width)).toEqual([
        [970, 90],
        [728, 90],
        [320, 50],
      ])
    }
  })

  it('every unit takes 320x50 below 1024 px', () => {
    for (const unit of [LEADERBOARD_UNIT, 'zone3', 'sidebar']) {
      for (const width of [0, 320, 768, 1023]) expect(getAdSizes(unit, width)).toEqual([[320, 50]])
    }
  })

  it('other units take 728x90 at 1024 px and wider', () => {
    expect(getAdSizes('zone3', 1024)).toEqual([[728, 90]])
    expect(getAdSizes('zone3', 2560)).toEqual([[728, 90]])
  })

  it('gives Google Publisher Tag the desktop sizes from 1024 px and the mobile size from 0', () => {
    expect(getSizeMapping(LEADERBOARD_UNIT)).toEqual([
      [
        [1024, 0],
        [
          [970, 90],
          [728, 90],
          [320, 50],
        ],
      ],
      [[0, 0], [[320, 50]]],
    ])
    expect(getSizeMapping('zone3')).toEqual([
      [[1024, 0], [[728, 90]]],
      [[0, 0], [[320, 50]]],
    ])
    expect(getAllAdSizes('zone3')).toEqual([
      [728, 90],
      [320, 50],
    ])
    expect(getAllAdSizes(LEADERBOARD_UNIT)).toHaveLength(3)
  })
})
