import { readFileSync } from 'node:fs'

/** The recorded answers of a real WordPress (tests/fixtures/wordpress), with `{site}` filled in. */
const SAMPLES = new URL('../fixtures/wordpress/', import.meta.url)

export interface SampleIndexEntry {
  file: string
  request: string
  status: number
  headers: Record<string, string>
}

export function readSampleText(file: string, site = 'http://wp.example.test'): string {
  return readFileSync(new URL(file, SAMPLES), 'utf8').replaceAll('{site}', site)
}

export function readSample(file: string, site = 'http://wp.example.test'): unknown {
  return JSON.parse(readSampleText(file, site))
}

export function sampleIndex(): SampleIndexEntry[] {
  return JSON.parse(readFileSync(new URL('index.json', SAMPLES), 'utf8'))
}

/** The same keys, recursively, as a recorded answer (values are ours). */
export function shapeOf(value: unknown): unknown {
  // Lists of values compare as lists: a post with tags has the shape of one without.
  if (Array.isArray(value)) return value[0] && typeof value[0] === 'object' ? [shapeOf(value[0])] : 'array'
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]))
  return typeof value
}

/**
 * A fetch that answers like the recorded WordPress: the sample whose request path matches,
 * with its recorded status and headers.
 */
export function recordedWordPress(site = 'http://wp.example.test') {
  const entries = sampleIndex().filter((entry) => entry.file.endsWith('.json'))
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const wanted = `${url.pathname}${url.search}`
    const entry = entries.find((candidate) => {
      const recorded = new URL(candidate.request.replace(/^GET /, '').replace('{site}', site))
      return `${recorded.pathname}${recorded.search}` === wanted
    })
    if (!entry) return new Response(JSON.stringify({ code: 'rest_no_route', message: 'not recorded', data: { status: 404 } }), { status: 404 })
    const headers = Object.fromEntries(Object.entries(entry.headers).map(([name, value]) => [name, value.replaceAll('{site}', site)]))
    return new Response(readSampleText(entry.file, site), { status: entry.status, headers })
  }
}
