import appCss from '../../styles/app.css?raw'
import { COLOUR_ROLES, CONTRAST_PAIRS, contrastRatio, rootTokens, SPACE_TOKENS, TYPE_STEPS } from '#lib/design-tokens.ts'

/** The style page's tokens, read from the stylesheet itself so the page can never show stale values. */
export function styleTokens() {
  const tokens = rootTokens(appCss)
  const value = (name: string) => tokens.get(name) ?? ''
  return {
    colours: Object.entries(COLOUR_ROLES).map(([name, role]) => ({ name, role, value: value(name) })),
    spaces: SPACE_TOKENS.map((name) => ({ name, value: value(name) })),
    steps: Object.entries(TYPE_STEPS).map(([name, role]) => ({ name, role, value: value(name) })),
    contrasts: CONTRAST_PAIRS.map(({ text, background, minimum }) => ({ text, background, minimum, ratio: Math.round(contrastRatio(value(text), value(background)) * 100) / 100 })),
  }
}
