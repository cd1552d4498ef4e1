/** Ad sizes per viewport (spec §9): what a slot may be filled with, and the space it reserves. */
export type AdSize = readonly [width: number, height: number]

/** The default ad unit of the banner. */
export const LEADERBOARD_UNIT = 'leaderboard'

/** Viewports at least this wide get the desktop sizes. */
const DESKTOP_MIN_WIDTH = 1024

const MOBILE: AdSize[] = [[320, 50]]
const LEADERBOARD_DESKTOP: AdSize[] = [
  [970, 90],
  [728, 90],
  [320, 50],
]
const OTHER_DESKTOP: AdSize[] = [[728, 90]]

/** The sizes a slot of `unit` accepts at a viewport this wide. */
export function getAdSizes(unit: string, viewportWidth: number): AdSize[] {
  if (viewportWidth < DESKTOP_MIN_WIDTH) return MOBILE
  return unit === LEADERBOARD_UNIT ? LEADERBOARD_DESKTOP : OTHER_DESKTOP
}

/** Google Publisher Tag's size mapping: [minimum viewport, sizes], widest first. */
export function getSizeMapping(unit: string): [viewport: AdSize, sizes: AdSize[]][] {
  return [
    [[DESKTOP_MIN_WIDTH, 0], getAdSizes(unit, DESKTOP_MIN_WIDTH)],
    [[0, 0], getAdSizes(unit, 0)],
  ]
}

/** Every size the unit may ever take (what the slot is defined with). */
export function getAllAdSizes(unit: string): AdSize[] {
  const all = [...getAdSizes(unit, DESKTOP_MIN_WIDTH), ...getAdSizes(unit, 0)]
  return all.filter((size, index) => all.findIndex((other) => other[0] === size[0] && other[1] === size[1]) === index)
}
