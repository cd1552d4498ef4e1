/**
 * The design language's tokens as the stylesheet declares them (app/styles/app.css, :root), with
 * what each is for. The stylesheet holds the values; this names their roles for the style page and
 * docs/design.md, and a test keeps the two lists the same.
 */
export const COLOUR_ROLES: Record<string, string> = {
  '--ink': 'Text and headings',
  '--ink-soft': 'Secondary text: decks, meta lines, hints',
  '--paper': 'Page background',
  '--paper-alt': 'Tinted sections and cards',
  '--paper-tint': 'Highlighted rows and selected items',
  '--brand': 'Header, primary buttons',
  '--brand-deep': 'Pressed and hovered brand surfaces',
  '--brand-ink': 'Text on brand surfaces',
  '--accent': 'Labels, counts and small emphasis',
  '--link': 'Links in text',
  '--rule': 'Borders and dividers',
  '--focus': 'Focus outline (on any background)',
  '--danger': 'Errors and destructive actions',
  '--danger-soft': 'Background of error summaries',
  '--success': 'Confirmations',
}

export const SPACE_TOKENS = ['--space-3xs', '--space-2xs', '--space-xs', '--space-s', '--space-m', '--space-l', '--space-xl'] as const

export const TYPE_STEPS: Record<string, string> = {
  '--step--2': 'Labels, eyebrows, small print',
  '--step--1': 'Meta lines, decks in lists, form hints',
  '--step-0': 'Body text',
  '--step-1': 'Article body, card titles',
  '--step-2': 'Subheadings, lead decks',
  '--step-3': 'Section headings',
  '--step-4': 'Page titles (fluid)',
}

/** The custom properties of the stylesheet's first :root rule, in order. */
export function rootTokens(css: string): Map<string, string> {
  const body = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? ''
  const withoutComments = body.replace(/\/\*[\s\S]*?\*\//g, '')
  return new Map([...withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]))
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The pairs the site sets text in, and the contrast each must reach (4.5:1 for text, 3:1 for the focus ring). */
export const CONTRAST_PAIRS: { text: string; background: string; minimum: number }[] = [
  { text: '--ink', background: '--paper', minimum: 7 },
  { text: '--ink', background: '--paper-alt', minimum: 7 },
  { text: '--ink-soft', background: '--paper', minimum: 4.5 },
  { text: '--ink-soft', background: '--paper-alt', minimum: 4.5 },
  { text: '--link', background: '--paper', minimum: 4.5 },
  { text: '--link', background: '--paper-alt', minimum: 4.5 },
  { text: '--accent', background: '--paper', minimum: 4.5 },
  { text: '--brand-ink', background: '--brand', minimum: 4.5 },
  { text: '--brand-ink', background: '--brand-deep', minimum: 4.5 },
  { text: '--danger', background: '--paper', minimum: 4.5 },
  { text: '--danger', background: '--danger-soft', minimum: 4.5 },
  { text: '--success', background: '--paper', minimum: 4.5 },
  { text: '--focus', background: '--brand', minimum: 3 },
]
