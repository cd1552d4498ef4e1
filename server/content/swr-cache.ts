interface Entry<T> {
  value: T
  freshUntil: number
  staleUntil: number
}

export interface SwrCacheOptions {
  /** How long a value is served without asking the origin again. */
  ttlMs: number
  /** How long past its ttl a value may still be served while the origin is refreshed or down. */
  staleMs: number
  maxEntries: number
  now?: () => number
  onBackgroundError?: (key: string, error: unknown) => void
}

/**
 * A bounded in-memory cache with stale-while-revalidate and one in-flight load per key:
 * a stale value is served at once and refreshed in the background; when the origin fails,
 * the stale value keeps being served until staleMs runs out.
 */
export class SwrCache {
  readonly #entries = new Map<string, Entry<unknown>>()
  readonly #inFlight = new Map<string, Promise<unknown>>()
  readonly #options: Required<SwrCacheOptions>
  /** Counts purges: a load that began before one may hold what the purge meant to drop, so it is not kept. */
  #purges = 0

  constructor(options: SwrCacheOptions) {
    this.#options = { now: Date.now, onBackgroundError: () => {}, ...options }
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#options.now()
    const entry = this.#entries.get(key) as Entry<T> | undefined
    if (entry && now < entry.freshUntil) return entry.value
    if (entry && now < entry.staleUntil) {
      this.#load(key, load).catch((error) => this.#options.onBackgroundError(key, error))
      return entry.value
    }
    return this.#load(key, load)
  }

  clear() {
    this.#entries.clear()
  }

  /**
   * Drops the entries whose key matches: their next read loads afresh, never joining a load that
   * began before the purge (which may have read what changed, and is not stored either).
   */
  purge(matches: (key: string) => boolean) {
    this.#purges++
    for (const key of [...this.#entries.keys()]) if (matches(key)) this.#entries.delete(key)
    for (const key of [...this.#inFlight.keys()]) if (matches(key)) this.#inFlight.delete(key)
  }

  #load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.#inFlight.get(key) as Promise<T> | undefined
    if (running) return running
    const purges = this.#purges
    const promise = load()
      .then((value) => {
        if (purges === this.#purges) this.#store(key, value)
        return value
      })
      .finally(() => {
        if (this.#inFlight.get(key) === promise) this.#inFlight.delete(key)
      })
    this.#inFlight.set(key, promise)
    return promise
  }

  #store(key: string, value: unknown) {
    const now = this.#options.now()
    this.#entries.delete(key)
    this.#entries.set(key, { value, freshUntil: now + this.#options.ttlMs, staleUntil: now + this.#options.ttlMs + this.#options.staleMs })
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value as string
      this.#entries.delete(oldest)
    }
  }
}
