import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifUrl from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'

/**
 * Both faces of fonts.css, fetched with the stylesheet rather than after it: every page sets text
 * in both, and a font found early is swapped in before the first paint more often than not.
 * The same imports as the stylesheet's, so Vite gives them the same hashed file.
 */
export const FONT_PRELOADS = [interUrl, serifUrl].map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' as const }))
