import http from 'node:http'

/** What a probe got back; status 0 when no answer came (connection error or time-out). */
export interface Answer {
  status: number
  headers: Headers
  body: string
  ms: number
  error?: string
}

/** One request that never throws and never waits longer than timeoutMs; redirects are not followed. */
export async function send(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Answer> {
  const started = performance.now()
  try {
    const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) })
    const body = await response.text()
    return { status: response.status, headers: response.headers, body, ms: performance.now() - started }
  } catch (error) {
    return { status: 0, headers: new Headers(), body: '', ms: performance.now() - started, error: String((error as Error).cause ?? error) }
  }
}

// Each test file runs in its own process: a random start keeps their addresses apart.
let lastAddress = Math.floor(Math.random() * 200) * 65_536
/**
 * A distinct client address per call, sent as X-Forwarded-For to a TRUST_PROXY server: limits
 * per network address then never turn every probe into a 429 before it reaches the handler.
 */
export function nextClientAddress(): string {
  lastAddress++
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`
}

/** Runs tasks with at most `limit` in flight, in order of the list. */
export async function runBounded<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!)
  })
  await Promise.all(workers)
}

/** A GET with headers fetch will not send as given (Host), over node:http. */
export function sendRaw(url: string, headers: Record<string, string>, timeoutMs = 15_000): Promise<Answer> {
  const started = performance.now()
  return new Promise((done) => {
    const request = http.get(url, { headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answerHeaders.set(name, String(value))
        done({ status: response.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started })
      })
    })
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', (error) => done({ status: 0, headers: new Headers(), body: '', ms: performance.now() - started, error: String(error) }))
  })
}
