import { existsSync, readFileSync } from 'node:fs'

/** The recorded YouTube answers of tests/fixtures/youtube, served by a fetch that never leaves the process. */
const FIXTURES = new URL('../fixtures/youtube/', import.meta.url)

export const readYouTubeFixture = (file: string): unknown => JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8'))

export interface RecordedYouTube {
  fetch: (request: Request) => Promise<Response>
  /** Every URL asked for, in order. */
  requests: URL[]
  /** Answer every request with this fixture and status from now on (quota spent, bad key). */
  failWith(file: string, status: number): void
}

/** `videos.list` by id: the fixture `videos-list-<id>.json`, or the empty list for unknown ids. */
export function recordedYouTube(): RecordedYouTube {
  const requests: URL[] = []
  let failure: { file: string; status: number } | null = null
  return {
    requests,
    failWith(file, status) {
      failure = { file, status }
    },
    async fetch(request) {
      const url = new URL(request.url)
      requests.push(url)
      const json = (file: string, status = 200) => new Response(readFileSync(new URL(file, FIXTURES), 'utf8'), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } })
      if (failure) return json(failure.file, failure.status)
      if (url.origin !== 'https://www.googleapis.com' || url.pathname !== '/youtube/v3/videos') return new Response('Not Found', { status: 404 })
      const file = `videos-list-${url.searchParams.get('id')}.json`
      return json(existsSync(new URL(file, FIXTURES)) ? file : 'videos-list-empty.json')
    },
  }
}
