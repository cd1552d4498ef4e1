import http from 'node:http'

/** What a probe got back; status 0 when no answer came (connection error or time-out). */
export interface Answer {
  status: number
  headers: Headers
  body: string
  ms: number
  error?: string
}

/** A request as the probes send it; `from` is the loopback address its connection comes from. */
export interface SendInit {
  method?: string
  headers?: Record<string, string>
  body?: string
  from?: string
}

/**
 * One request that never throws and never waits longer than timeoutMs; redirects are not followed.
 * With `from`, the connection is made from that source address (any of 127.0.0.0/8 on Linux), so
 * the server sees a network of its own in the socket, as it would a real client.
 */
export function send(url: string, { method = 'GET', headers = {}, body, from }: SendInit = {}, timeoutMs = 15_000): Promise<Answer> {
  const started = performance.now()
  const target = new URL(url)
  const payload = body === undefined ? undefined : Buffer.from(body)
  return new Promise((done) => {
    const finish = (answer: Omit<Answer, 'ms'>) => done({ ...answer, ms: performance.now() - started })
    const request = http.request(
      target,
      {
        method,
        headers: { ...(payload ? { 'Content-Length': String(payload.length) } : {}), ...headers },
        timeout: timeoutMs,
        // A fresh connection per source address: pooling them would keep thousands of idle sockets.
        ...(from ? { localAddress: from, agent: false } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => finish({ status: response.statusCode ?? 0, headers: headersOf(response), body: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', (error) => finish({ status: 0, headers: new Headers(), body: '', error: String(error) }))
      },
    )
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), timeoutMs)
    request.on('close', () => clearTimeout(deadline))
    request.on('error', (error) => finish({ status: 0, headers: new Headers(), body: '', error: String(error) }))
    request.end(payload)
  })
}

function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

// Each test file runs in its own process: a random start keeps their addresses apart.
let lastAddress = Math.floor(Math.random() * 200) * 65_536
/**
 * A distinct loopback source address per call (127.1.0.1 to 127.250.249.250, never 127.0.0.x):
 * limits per network address then never turn every probe into a 429 before it reaches the handler,
 * without telling the server anything a client could not (no X-Forwarded-For).
 */
export function nextClientAddress(): string {
  lastAddress++
  const host = lastAddress % (250 * 250 * 250)
  return `127.${1 + Math.floor(host / 62_500)}.${Math.floor(host / 250) % 250}.${1 + (host % 250)}`
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
