import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { describe, expect, it, vi } from 'vitest'

/** The fixture server (the real startServer) on a port the system picks, with everything it prints. */
async function startFixture(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/slow-server.ts'], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000)
    child.stdout!.on('data', () => {
      const match = /"port":(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
  })
  return { child, port, output: () => output }
}

/** A GET over node:http; `sent` resolves once the whole request has left for the server. */
function get(url: string, agent: http.Agent | false) {
  let markSent!: () => void
  const sent = new Promise<void>((resolve) => (markSent = resolve))
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('finish', markSent)
    request.on('error', (error) => resolve({ error: `${(error as NodeJS.ErrnoException).code} ${error.message}` }))
  })
  return { sent, answer }
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish after SIGTERM, then closes and exits 0', async () => {
    const { child, port, output } = await startFixture({ SLOW_MS: '1500' })
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`)
    await vi.waitFor(() => expect(output()).toContain('test.request_started'), { timeout: 20_000 })
    child.kill('SIGTERM')
    const res = await inFlight
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('finished')

    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    const events = output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).event)
    expect(events).toEqual(['server.listening', 'test.request_started', 'server.shutdown', 'test.on_closed', 'server.stopped'])
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow()
  })

  it('answers every request sent while the event loop was busy, on fresh and kept-alive connections, and closes those connections', async () => {
    const { child, port, output } = await startFixture({ BUSY_MS: '150' })
    const url = `http://127.0.0.1:${port}`
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 6 })
    await Promise.all(Array.from({ length: 6 }, () => get(`${url}/busy`, keepAlive).answer))

    // Twelve requests queue behind a busy loop: in the kernel's accept queue, or accepted and unread.
    const batch = Array.from({ length: 12 }, (_, i) => get(`${url}/busy`, i % 2 ? keepAlive : false))
    await Promise.all(batch.map((request) => request.sent))
    child.kill('SIGTERM')
    const answers = await Promise.all(batch.map((request) => request.answer))
    expect(answers).toEqual(batch.map(() => ({ status: 200, body: 'done' })))

    const [code] = await once(child, 'exit')
    keepAlive.destroy()
    expect(code).toBe(0)
    expect(output()).not.toContain('server.shutdown_forced')
  })
})
