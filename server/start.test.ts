import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it, vi } from 'vitest'

describe('graceful shutdown', () => {
  it('lets a request in flight finish after SIGTERM, then closes and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/slow-server.ts'], {
      env: { ...process.env, PORT: '0', SLOW_MS: '1500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000)
      child.stdout.on('data', () => {
        const match = /"port":(\d+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
    })

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`)
    await vi.waitFor(() => expect(output).toContain('test.request_started'), { timeout: 20_000 })
    child.kill('SIGTERM')
    const res = await inFlight
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('finished')

    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    const events = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).event)
    expect(events).toEqual(['server.listening', 'test.request_started', 'server.shutdown', 'test.on_closed', 'server.stopped'])
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow()
  })
})
