import { readSampleText, sampleIndex } from './wordpress-samples.ts'

/**
 * A real WordPress at `site`, as recorded (tests/fixtures/wordpress), for a content client's
 * `fetch`: a request whose path and query match a route's pattern gets that sample, with its
 * recorded status and headers; anything else WordPress's 404. `requests` collects what was asked.
 */
export function recordedWordPress(site: string, routes: [RegExp, string][], requests: string[] = []) {
  const index = sampleIndex()
  return async (request: Request) => {
    const url = new URL(request.url)
    const target = `${url.pathname}${url.search}`
    requests.push(target)
    const file = routes.find(([pattern]) => pattern.test(target))?.[1]
    if (!file) return new Response('{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}', { status: 404 })
    const entry = index.find((e) => e.file === file)!
    const headers = Object.fromEntries(Object.entries(entry.headers).map(([k, v]) => [k, v.replaceAll('{site}', site)]))
    return new Response(readSampleText(file, site), { status: entry.status, headers })
  }
}
