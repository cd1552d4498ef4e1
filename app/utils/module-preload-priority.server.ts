import { Transform } from 'node:stream'

const MODULE_PRELOAD = '<link rel="modulepreload"'

/**
 * React Router's `<Scripts>` preloads each of the page's modules with `<link rel="modulepreload">`,
 * which browsers fetch at high priority: 130 KB of JavaScript competing with the stylesheet, the
 * lead image and the text on a slow phone, for a page that reads fully without it. Marked
 * `fetchpriority="low"` they still load in parallel, after what paints (docs/decisions/032).
 */
const withLowPriorityModulePreloads = (html: string) => html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`)

/** The document is whole when it is piped (onAllReady), so it is rewritten in one piece. */
export function lowerModulePreloads(): Transform {
  const chunks: Buffer[] = []
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk)
      callback()
    },
    flush(callback) {
      callback(null, Buffer.from(withLowPriorityModulePreloads(Buffer.concat(chunks).toString('utf8'))))
    },
  })
}
