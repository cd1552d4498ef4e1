import { format } from 'node:util'
import { afterEach, beforeEach, expect, vi } from 'vitest'

/** An unexpected console.error fails the test that caused it. */
let messages: string[] = []

beforeEach(() => {
  messages = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    messages.push(format(...args))
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  expect(messages, 'console.error was called').toEqual([])
})
