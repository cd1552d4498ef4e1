interface Entry<T> {
  value: T
  freshUntil: number
  staleUntil: number
  bytes: number
}

export interface SwrCacheOptions {
  /** How long a value is served without asking the origin again. */
  ttlMs: number
  /** How long past its ttl a value may still be served while the origin is refreshed or down. */
  staleMs: number
  maxEntries: number
  /**
   * With sizeOf, the most the kept values may weigh together: the oldest go first. Entries alone
   * do not bound memory when a value can be a long article (a crawler reading thousands of them).
   */
  maxBytes?: number
  sizeOf?: (value: unknown) => number
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
  #bytes = 0
  /** Counts purges: a load that began before one may hold what the purge meant to drop, so it is not kept. */
  #purges = 0

  constructor(options: SwrCacheOptions) {
    this.#options = { now: Date.now, onBackgroundError: () => {}, maxBytes: Infinity, sizeOf: () => 0, ...options }
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
    this.#bytes = 0
  }

  /** What the kept values weigh together, by sizeOf. */
  get bytes() {
    return this.#bytes
  }

  /**
   * Drops the entries that match (by key, or by what they hold): their next read loads afresh. No
   * read joins a load that began before the purge either, whatever its key: what it will hold is
   * not known yet, and it is not stored.
   */
  purge(matches: (key: string, value: unknown) => boolean) {
    this.#purges++
    for (const [key, entry] of [...this.#entries]) if (matches(key, entry.value)) this.#delete(key)
    this.#inFlight.clear()
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
    const bytes = this.#options.sizeOf(value)
    this.#delete(key)
    // A value heavier than the whole budget is served but not kept.
    if (bytes > this.#options.maxBytes) return
    this.#entries.set(key, { value, freshUntil: now + this.#options.ttlMs, staleUntil: now + this.#options.ttlMs + this.#options.staleMs, bytes })
    this.#bytes += bytes
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      this.#delete(this.#entries.keys().next().value as string)
    }
  }

  #delete(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}
