import { afterEach, beforeEach, vi } from 'vitest'

/** Each test of the enclosing block runs on fake timers; the real ones are back after it. */
export function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
